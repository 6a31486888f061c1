import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { GemImage, GreyPlaceholder } from '#web/components/GemImage.tsx';
import { gridImageSizes } from '#web/components/image-sizes.ts';
import { WhenOpened } from '#web/components/WhenOpened.tsx';
import { unstyledLook } from '#web/components/plain/index.ts';
import { withMantineTheme } from '#web/app/with-mantine-theme.ts';

// The dialog's code (Modal, its focus trap and scroll lock) loads on the first zoom, not with the page.
const ZoomedImageDialog = lazy(withMantineTheme(() => import('./ZoomedImageDialog.tsx').then((m) => m.ZoomedImageDialog)));

/** Beside the details from sm up, in the page's lg container (1140 px): ProductPage's grid. */
const PAGE_IMAGE_SIZES = gridImageSizes({ base: 1, sm: 2 }, 1140);

type ZoomableImageProps = { src: string; alt: string };

/**
 * The zoomed side: the screen's width or height less the dialog's margins, padding and title, never above 1280 px
 * (the largest variant). On a phone the dialog takes the whole screen, so the picture its whole width.
 */
const ZOOMED_SIDE = { phone: 'min(calc(100vw - 2rem), calc(100dvh - 6rem))', wider: 'min(1280px, calc(90vw - 2rem), calc(100dvh - 9rem))' };

/** The product's large image; pressing it (or Enter on it) shows it as large as the screen allows. */
export function ZoomableImage({ src, alt }: ZoomableImageProps) {
  const { t } = useTranslation();
  const [opened, zoom] = useDisclosure(false);
  const phone = useMediaQuery('(max-width: 36em)') ?? false;
  const side = phone ? ZOOMED_SIDE.phone : ZOOMED_SIDE.wider;
  return (
    <>
      <button style={ZOOM_LOOK} className={unstyledLook()} type="button" onClick={zoom.open} aria-label={t('product.zoom', { name: alt })}>
        <GemImage
          src={src}
          alt={alt}
          width={800}
          height={800}
          sizes={PAGE_IMAGE_SIZES}
          eager
          fallback={<GreyPlaceholder label={t('catalog.imagePlaceholder')} />}
        />
      </button>
      <WhenOpened opened={opened}>
        {(shown) => <ZoomedImageDialog src={src} alt={alt} opened={shown} onClose={zoom.close} phone={phone} side={side} />}
      </WhenOpened>
    </>
  );
}

// The whole picture is the button: a block, with the magnifier for a pointer. Inline, as it is on the first paint of a
// page the Worker rendered, before the page's chunk (and any sheet of its own) has come.
const ZOOM_LOOK = { display: 'block', cursor: 'zoom-in' };
