import { Modal, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { GemImage, GreyPlaceholder } from '#web/components/GemImage.tsx';
import '#web/components/dialog-styles.ts';

type ZoomableImageProps = { src: string; alt: string };

/** The product's large image; pressing it (or Enter on it) shows it as large as the screen allows. */
export function ZoomableImage({ src, alt }: ZoomableImageProps) {
  const { t } = useTranslation();
  const [opened, zoom] = useDisclosure(false);
  return (
    <>
      <UnstyledButton onClick={zoom.open} aria-label={t('product.zoom', { name: alt })} style={{ cursor: 'zoom-in', display: 'block' }}>
        <GemImage src={src} alt={alt} width={800} height={800} eager fallback={<GreyPlaceholder label={t('catalog.imagePlaceholder')} />} />
      </UnstyledButton>
      <Modal
        opened={opened}
        onClose={zoom.close}
        title={alt}
        size="auto"
        fullScreen={false}
        centered
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        <img src={src} alt={alt} style={{ display: 'block', maxWidth: '100%', maxHeight: '80vh', margin: '0 auto' }} />
      </Modal>
    </>
  );
}
