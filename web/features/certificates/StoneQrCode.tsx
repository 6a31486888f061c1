import { Group, Image, Stack, Text } from '@mantine/core';
import { ShopButton } from '#web/components/ShopButton.tsx';
import { IconPrinter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The Worker draws the code (worker/routes/qr.ts), so no QR encoder is sent to the browser. */
export const stoneQrUrl = (productId: number, language: string): string => `/api/qr/products/${productId}?lang=${language}`;

/**
 * docs/product.md §2: a printable QR code of the stone's own page in the visitor's language, to put beside the
 * stone at a fair or in a window.
 */
export function StoneQrCode({ productId, name }: { productId: number; name: string }) {
  const { t, i18n } = useTranslation();
  return (
    <Group gap="md" align="center" wrap="nowrap" data-testid="stone-qr">
      <Image
        src={stoneQrUrl(productId, i18n.language)}
        alt={t('certificates.qrAlt', { name })}
        w={112}
        h={112}
        fit="contain"
        style={{ imageRendering: 'pixelated', flex: 'none' }}
      />
      <Stack gap={6} align="flex-start">
        <Text size="sm" c="dimmed">
          {t('certificates.qrCaption')}
        </Text>
        <ShopButton variant="default" size="xs" leftSection={<IconPrinter size={16} aria-hidden />} onClick={() => window.print()}>
          {t('certificates.print')}
        </ShopButton>
      </Stack>
    </Group>
  );
}
