import { Modal } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { GalleryImage } from '#schema/gallery-api.ts';
import { pageTitle } from '#web/lib/page-title.ts';
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
  useTitleWhileOpen(image && pageTitle(image.name, t('brand.name')));
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

/**
 * The tab names the stone while the dialog shows it, as its own page (/gallery/{id}, the address meanwhile) does,
 * and the gallery again once it closes. Here, not in the gallery's page: that is in /gallery's first load.
 */
function useTitleWhileOpen(title: string | null) {
  useEffect(() => {
    if (title === null) return;
    const before = document.title;
    document.title = title;
    return () => {
      document.title = before;
    };
  }, [title]);
}
