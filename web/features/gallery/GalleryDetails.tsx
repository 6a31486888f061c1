import { Badge, Box, Button, Group, Stack, Text } from '@mantine/core';
import { CardGrid } from '#web/components/CardGrid.tsx';
import { IconEye, IconPhone } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { GalleryImage } from '#schema/gallery-api.ts';
import { formatUsd } from '#schema/money.ts';
import { GemImage, GreyPlaceholder } from '#web/components/GemImage.tsx';
import { gridImageSizes } from '#web/components/image-sizes.ts';
import { MessagingButton } from '#web/components/MessagingButton.tsx';
import { phoneLink, SHOP_PHONE_DISPLAY } from '#web/lib/contact.ts';
import { inquiryText } from './inquiry.ts';
import { isolateLtr } from '#schema/bidi.ts';

/** The specification fields docs/product.md §2's detail dialog lists, in its order. */
/** Image beside the details from sm up, inside the xl dialog (780 px) or the page's lg container (1140 px). */
const DETAIL_COLUMNS = { base: 1, sm: 2 } as const;
const DETAIL_IMAGE_SIZES = gridImageSizes(DETAIL_COLUMNS, 1140);

const SPECIFICATIONS = ['weight', 'dimensions', 'origin', 'hardness', 'treatment', 'certification'] as const;

/** docs/product.md §2's details of one stone, in the dialog and on its own page, and two ways to ask about it. */
export function GalleryDetails({ image }: { image: GalleryImage }) {
  const { t, i18n } = useTranslation();
  const notSpecified = t('gallery.details.notSpecified');
  // The treatment the shop knows (treatmentCode) in the reader's words; the text staff wrote only while it is unknown.
  const valueOf = (field: (typeof SPECIFICATIONS)[number]) =>
    field === 'treatment' && image.treatmentCode !== 'unknown'
      ? t(`facts.treatments.${image.treatmentCode}`)
      : image[field] || notSpecified;
  return (
    <CardGrid cols={DETAIL_COLUMNS} spacing="lg" data-testid="gallery-details">
      <Stack gap="sm">
        <GemImage
          src={image.imageUrl}
          alt={image.name}
          sizes={DETAIL_IMAGE_SIZES}
          eager
          fallback={<GreyPlaceholder label={t('gallery.imagePlaceholder')} />}
        />
        <Group gap="xs">
          <Badge variant="light">{t(`gallery.categories.${image.category}`, image.category)}</Badge>
          {image.featured && (
            <Badge color="yellow.4" c="dark.8">
              {t('gallery.featured')}
            </Badge>
          )}
          <Group gap={4} c="dimmed" ms="auto" data-testid="gallery-details-views">
            <IconEye size={16} aria-hidden />
            <Text size="sm">{t('gallery.views', { count: image.views })}</Text>
          </Group>
        </Group>
      </Stack>
      <Stack gap="md">
        <div>
          <Text size="sm" c="dimmed">
            {t('gallery.details.price')}
          </Text>
          <Text fw={800} size="xl" c="amethyst.9" data-testid="gallery-details-price">
            {image.price === null ? t('gallery.priceOnRequest') : formatUsd(image.price, i18n.language)}
          </Text>
        </div>
        <Text dir="auto">{image.description}</Text>
        {/* A plain list, not DataList: the stone's own page shows it in its first paint, before any
            stylesheet but the page's own could arrive, and DataList's would grow every page's CSS. */}
        <Box component="dl" m={0}>
          {SPECIFICATIONS.map((field) => (
            <Group
              key={field}
              wrap="nowrap"
              align="baseline"
              gap="sm"
              py={8}
              style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
            >
              <Text component="dt" size="sm" c="dimmed" w="9rem" style={{ flexShrink: 0 }}>
                {t(`gallery.details.${field}`)}
              </Text>
              <Text component="dd" size="sm" m={0} dir="auto">
                {valueOf(field)}
              </Text>
            </Group>
          ))}
        </Box>
        <div>
          <Text size="sm" fw={600}>
            {t('gallery.details.metaphysicalProperties')}
          </Text>
          <Text size="sm" c="dimmed" dir="auto">
            {image.metaphysicalProperties || notSpecified}
          </Text>
        </div>
        <Stack gap="xs">
          <MessagingButton size="md" text={inquiryText(t, image.name)}>
            {t('gallery.contactMessaging')}
          </MessagingButton>
          <Button component="a" href={phoneLink()} variant="outline" leftSection={<IconPhone size={18} aria-hidden />}>
            {t('gallery.call', { phone: isolateLtr(SHOP_PHONE_DISPLAY, i18n.language) })}
          </Button>
        </Stack>
      </Stack>
    </CardGrid>
  );
}
