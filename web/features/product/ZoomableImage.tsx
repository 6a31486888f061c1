import { Modal, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { hasVariants, variantUrl } from '#schema/image-variants.ts';
import { GemImage, GreyPlaceholder } from '#web/components/GemImage.tsx';
import { gridImageSizes } from '#web/components/image-sizes.ts';
import '#web/components/dialog-styles.ts';

/** Beside the details from sm up, in the page's lg container (1140 px): ProductPage's grid. */
const PAGE_IMAGE_SIZES = gridImageSizes({ base: 1, sm: 2 }, 1140);

type ZoomableImageProps = { src: string; alt: string };

/** The product's large image; pressing it (or Enter on it) shows it as large as the screen allows. */
export function ZoomableImage({ src, alt }: ZoomableImageProps) {
  const { t } = useTranslation();
  const [opened, zoom] = useDisclosure(false);
  return (
    <>
      <UnstyledButton onClick={zoom.open} aria-label={t('product.zoom', { name: alt })} style={{ cursor: 'zoom-in', display: 'block' }}>
        <GemImage
          src={src}
          alt={alt}
          width={800}
          height={800}
          sizes={PAGE_IMAGE_SIZES}
          eager
          fallback={<GreyPlaceholder label={t('catalog.imagePlaceholder')} />}
        />
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
        {/* The largest variant: as large as a screen shows it, never the upload itself (up to 50 MB). */}
        <img
          src={hasVariants(src) ? variantUrl(src, 1280) : src}
          alt={alt}
          style={{ display: 'block', maxWidth: '100%', maxHeight: '80vh', margin: '0 auto' }}
        />
      </Modal>
    </>
  );
}
