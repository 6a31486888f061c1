import { ActionIcon, Button, Group, Tooltip } from '@mantine/core';
import { IconPencil, IconShoppingBagPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { GalleryImage } from '#schema/gallery-api.ts';
import { canConvertToProduct } from './use-gallery-actions.ts';

export type ImageActionHandlers = {
  onEdit: (image: GalleryImage) => void;
  onDelete: (image: GalleryImage) => void;
  onConvert: (image: GalleryImage) => void;
  convertingId?: number;
};

/** 'To Product' (only for a priced image that is not yet a product), then Edit and Delete. */
export function ImageActions({ image, onEdit, onDelete, onConvert, convertingId }: ImageActionHandlers & { image: GalleryImage }) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" justify="space-between" wrap="nowrap" role="group" aria-label={t('adminGallery.card.actions', { name: image.name })}>
      {canConvertToProduct(image) ? (
        <Button
          size="compact-sm"
          variant="light"
          color="teal"
          leftSection={<IconShoppingBagPlus size={14} aria-hidden />}
          loading={convertingId === image.id}
          onClick={() => onConvert(image)}
        >
          {t('adminGallery.card.toProduct')}
        </Button>
      ) : (
        <span />
      )}
      <Group gap={6} wrap="nowrap">
        <Tooltip label={t('adminGallery.card.edit')} withArrow>
          <ActionIcon
            variant="light"
            size="md"
            aria-label={t('admin.products.list.editFor', { name: image.name })}
            onClick={() => onEdit(image)}
          >
            <IconPencil size={16} aria-hidden />
          </ActionIcon>
        </Tooltip>
        <Tooltip label={t('adminGallery.card.delete')} withArrow>
          <ActionIcon
            variant="light"
            color="red"
            size="md"
            aria-label={t('admin.products.list.deleteFor', { name: image.name })}
            onClick={() => onDelete(image)}
          >
            <IconTrash size={16} aria-hidden />
          </ActionIcon>
        </Tooltip>
      </Group>
    </Group>
  );
}
