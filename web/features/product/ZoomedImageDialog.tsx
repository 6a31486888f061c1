import { Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { hasVariants, variantUrl } from '#schema/image-variants.ts';
import '#web/components/dialog-styles.ts';

type ZoomedImageDialogProps = { src: string; alt: string; opened: boolean; onClose: () => void; phone: boolean; side: string };

/** The product's image as large as the screen allows (ZoomableImage opens it; its code loads on the first zoom). */
export function ZoomedImageDialog({ src, alt, opened, onClose, phone, side }: ZoomedImageDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={alt}
      size="auto"
      fullScreen={phone}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {/*
        The largest variant: as large as a screen shows it, never the upload itself (up to 50 MB). Square, it
        fills the screen's width or height, whichever ends first, with room for the dialog's title and margins;
        at its own size it would be smaller than the image it enlarges (issue 28 item 6).
      */}
      <img
        src={hasVariants(src) ? variantUrl(src, 1280) : src}
        alt={alt}
        data-testid="zoomed-image"
        style={{ display: 'block', width: side, height: side, objectFit: 'contain', margin: '0 auto' }}
      />
    </Modal>
  );
}
