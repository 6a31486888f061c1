import { Button, Group, Paper, Select, Text } from '@mantine/core';
import { IconStar, IconStarOff, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isGalleryCategory, type GalleryCategory } from '#schema/catalog.ts';
import { galleryCategoryOptions } from './gallery-categories.ts';

type BulkActionBarProps = {
  count: number;
  pending: boolean;
  onFeature: (featured: boolean) => void;
  onSetCategory: (category: GalleryCategory) => void;
  onClear: () => void;
};

/** docs/product.md §2's bulk bar: 'N image(s) selected', Feature, Unfeature, set category, Clear Selection. */
export function BulkActionBar({ count, pending, onFeature, onSetCategory, onClear }: BulkActionBarProps) {
  const { t } = useTranslation();
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      bg="amethyst.0"
      role="region"
      aria-label={t('adminGallery.bulk.label')}
      data-testid="gallery-bulk-bar"
    >
      <Group gap="sm" justify="space-between" wrap="wrap">
        <Text fw={700} aria-live="polite">
          {t('adminGallery.bulk.selected', { count })}
        </Text>
        <Group gap="xs" wrap="wrap">
          <Button size="xs" leftSection={<IconStar size={14} aria-hidden />} onClick={() => onFeature(true)} disabled={pending}>
            {t('adminGallery.bulk.feature')}
          </Button>
          <Button
            size="xs"
            variant="default"
            leftSection={<IconStarOff size={14} aria-hidden />}
            onClick={() => onFeature(false)}
            disabled={pending}
          >
            {t('adminGallery.bulk.unfeature')}
          </Button>
          <Select
            size="xs"
            w={170}
            aria-label={t('adminGallery.bulk.setCategory')}
            placeholder={t('adminGallery.bulk.setCategory')}
            data={galleryCategoryOptions(t)}
            value={null}
            onChange={(value) => value && isGalleryCategory(value) && onSetCategory(value)}
            disabled={pending}
          />
          <Button size="xs" variant="subtle" leftSection={<IconX size={14} aria-hidden />} onClick={onClear} disabled={pending}>
            {t('adminGallery.bulk.clear')}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
