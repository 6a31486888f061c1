import { Group, Image, Stack, Text } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { ShopButton } from '#web/components/ShopButton.tsx';
import { render } from '#web/test/render.tsx';
import { IMAGE_CLASS, QrImage, StoneQrCode, stoneQrUrl } from './StoneQrCode.tsx';

const markupOf = (element: ReactElement) => render(element).container.innerHTML;
const ignore = () => undefined;

describe('the stone’s QR code', () => {
  it('uses the class name of Mantine’s Image sheet', () => {
    expect(Image.classes.root).toBe(IMAGE_CLASS);
  });

  it('draws the code’s picture as Mantine’s Image does', () => {
    expect(markupOf(<QrImage src="/api/qr/products/7?lang=en" alt="QR code" />)).toBe(
      markupOf(
        <Image
          src="/api/qr/products/7?lang=en"
          alt="QR code"
          w={112}
          h={112}
          fit="contain"
          style={{ imageRendering: 'pixelated', flex: 'none' }}
        />,
      ),
    );
  });

  it('draws the picture, caption and print button as Mantine’s Group, Image, Stack and Text did', () => {
    // The click handler is not part of the markup: Mantine's version prints as ours does.
    expect(markupOf(<StoneQrCode productId={7} name="Blue Sapphire" />)).toBe(
      markupOf(
        <Group gap="md" align="center" wrap="nowrap" data-testid="stone-qr">
          <Image
            src={stoneQrUrl(7, 'en')}
            alt="QR code of the page of Blue Sapphire"
            w={112}
            h={112}
            fit="contain"
            style={{ imageRendering: 'pixelated', flex: 'none' }}
          />
          <Stack gap={6} align="flex-start">
            <Text size="sm" c="dimmed">
              Scan to open this stone’s page on a phone.
            </Text>
            <ShopButton variant="default" size="xs" leftSection={<IconPrinter size={16} aria-hidden />} onClick={ignore}>
              Print
            </ShopButton>
          </Stack>
        </Group>,
      ),
    );
  });
});
