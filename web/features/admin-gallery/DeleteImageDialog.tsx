import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { GalleryImage } from '../../../schema/gallery-api';

type DeleteImageDialogProps = {
  image: GalleryImage | null;
  deleting: boolean;
  onConfirm: (image: GalleryImage) => void;
  onCancel: () => void;
};

/** Asks before a gallery image is deleted. */
export function DeleteImageDialog({ image, deleting, onConfirm, onCancel }: DeleteImageDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={image !== null} onClose={onCancel} title={t('adminGallery.delete.title')} closeButtonProps={{ 'aria-label': t('common.close') }}>
      <Text>{t('adminGallery.delete.confirm', { name: image?.name ?? '' })}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onCancel} disabled={deleting} data-autofocus>
          {t('common.cancel')}
        </Button>
        <Button color="red" loading={deleting} onClick={() => image && onConfirm(image)}>
          {t('adminGallery.delete.confirmButton')}
        </Button>
      </Group>
    </Modal>
  );
}
