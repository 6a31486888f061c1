import { Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { GalleryImage } from '#schema/gallery-api.ts';
import { GalleryDetails } from './GalleryDetails.tsx';
import '#web/components/dialog-styles.ts';

type GalleryDetailDialogProps = {
  /** The image shown; null keeps the dialog closed. */
  image: GalleryImage | null;
  onClose: () => void;
};

/** docs/product.md §2's detail dialog: the whole record of one stone, and two ways to ask about it. */
export function GalleryDetailDialog({ image, onClose }: GalleryDetailDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={image !== null}
      onClose={onClose}
      // The stone's own texts are as staff wrote them: each is set in its own direction (<bdi>, dir="auto").
      title={image && <bdi>{image.name}</bdi>}
      size="xl"
      radius="md"
      closeButtonProps={{ 'aria-label': t('common.close') }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-xl)' } }}
    >
      {image && <GalleryDetails image={image} />}
    </Modal>
  );
}
