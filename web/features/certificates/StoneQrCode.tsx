import type { CSSProperties } from 'react';
import { ShopButton } from '#web/components/ShopButton.tsx';
import { IconPrinter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PlainGroup, PlainStack, PlainText, rem } from '#web/components/plain/index.ts';

/** The Worker draws the code (worker/routes/qr.ts), so no QR encoder is sent to the browser. */
export const stoneQrUrl = (productId: number, language: string): string => `/api/qr/products/${productId}?lang=${language}`;

/** Mantine's Image class name (its Image.css, in the page's sheets; checked against Image.classes by StoneQrCode.test.tsx). */
export const IMAGE_CLASS = 'm_9e117634';

// Mantine's Image with fit="contain", w={112} and h={112}, as it writes them: its variable, then ours, then the size.
// Pixelated: the code's modules stay sharp when the browser scales the picture.
const QR_LOOK = {
  '--image-object-fit': 'contain',
  imageRendering: 'pixelated',
  flex: 'none',
  width: rem(112),
  height: rem(112),
} as CSSProperties;

/** The code's picture as Mantine's Image draws it, as plain markup: no Box or styles API at run time. */
export function QrImage({ src, alt }: { src: string; alt: string }) {
  return <img style={QR_LOOK} className={`${IMAGE_CLASS} mantine-Image-root`} src={src} alt={alt} />;
}

/**
 * docs/product.md §2: a printable QR code of the stone's own page in the visitor's language, to put beside the
 * stone at a fair or in a window.
 */
export function StoneQrCode({ productId, name }: { productId: number; name: string }) {
  const { t, i18n } = useTranslation();
  return (
    <PlainGroup gap="md" align="center" wrap="nowrap" data-testid="stone-qr">
      <QrImage src={stoneQrUrl(productId, i18n.language)} alt={t('certificates.qrAlt', { name })} />
      <PlainStack gap={6} align="flex-start">
        <PlainText size="sm" c="dimmed">
          {t('certificates.qrCaption')}
        </PlainText>
        <ShopButton variant="default" size="xs" leftSection={<IconPrinter size={16} aria-hidden />} onClick={() => window.print()}>
          {t('certificates.print')}
        </ShopButton>
      </PlainStack>
    </PlainGroup>
  );
}
