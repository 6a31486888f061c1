import { Badge, Card, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { ShopButton } from '#web/components/ShopButton.tsx';
import { IconEye, IconMapPin, IconStarFilled } from '@tabler/icons-react';
import { MessagingButton } from '#web/components/MessagingButton.tsx';
import { useTranslation } from 'react-i18next';
import type { GalleryImage } from '#schema/gallery-api.ts';
import { formatUsd } from '#schema/money.ts';
import { GemImage, GreyPlaceholder } from '#web/components/GemImage.tsx';
import { gridImageSizes } from '#web/components/image-sizes.ts';
import classes from './GalleryCard.module.css';
import { GALLERY_GRID_COLUMNS } from './gallery-grid-columns.ts';
import { inquiryText } from './inquiry.ts';

const CARD_IMAGE_SIZES = gridImageSizes(GALLERY_GRID_COLUMNS);

type GalleryCardProps = {
  image: GalleryImage;
  onViewDetails: (image: GalleryImage) => void;
  eager?: boolean;
};

/** docs/product.md §2's gallery card. */
export function GalleryCard({ image, onViewDetails, eager }: GalleryCardProps) {
  const { t, i18n } = useTranslation();
  const titleId = `gallery-image-${image.id}`;
  return (
    // A column, its last part at the bottom so buttons line up across a row. Set here: styles.ts loads
    // Paper.css after Card.css, so Paper's display: block would win over Card's flex.
    <Card
      withBorder
      radius="md"
      padding="md"
      h="100%"
      style={{ display: 'flex', flexDirection: 'column' }}
      component="article"
      aria-labelledby={titleId}
      data-testid="gallery-card"
    >
      <Card.Section className={classes.media}>
        <GemImage
          src={image.imageUrl}
          alt={image.name}
          sizes={CARD_IMAGE_SIZES}
          eager={eager}
          fallback={<GreyPlaceholder label={t('gallery.imagePlaceholder')} />}
        />
        {image.featured && (
          <Badge className={classes.featured} color="yellow.4" c="dark.8" leftSection={<IconStarFilled size={12} aria-hidden />}>
            {t('gallery.featured')}
          </Badge>
        )}
        {image.price !== null && (
          <span className={classes.price} data-testid="gallery-card-price">
            {formatUsd(image.price, i18n.language)}
          </span>
        )}
      </Card.Section>
      <Stack gap={6} mt="sm" style={{ flex: 1 }}>
        {/* Staff wrote the name, description and origin: dir="auto" sets each in its own direction. */}
        <Title order={2} size="h5" id={titleId} lineClamp={2} dir="auto">
          {image.name}
        </Title>
        <Text size="sm" c="dimmed" lineClamp={2} dir="auto">
          {image.description}
        </Text>
        {/* Pushed to the bottom, so the buttons line up across a row of cards. */}
        <Stack gap={6} mt="auto">
          <Facts image={image} />
          <Actions image={image} onViewDetails={onViewDetails} />
        </Stack>
      </Stack>
    </Card>
  );
}

/** Category, view count and origin. */
function Facts({ image }: { image: GalleryImage }) {
  const { t } = useTranslation();
  return (
    <>
      <Group gap="xs" wrap="nowrap" justify="space-between">
        <Badge variant="light" size="sm" style={{ flexShrink: 0 }}>
          {t(`gallery.categories.${image.category}`, image.category)}
        </Badge>
        <Group gap={4} wrap="nowrap" c="dimmed" data-testid="gallery-card-views">
          <IconEye size={14} aria-hidden />
          <Text size="xs">{t('gallery.views', { count: image.views })}</Text>
        </Group>
      </Group>
      {image.origin && (
        <Group gap={4} wrap="nowrap" c="dimmed">
          <IconMapPin size={14} aria-hidden style={{ flexShrink: 0 }} />
          <Text size="xs" truncate="end" dir="auto">
            <VisuallyHidden component="span">{t('gallery.originPrefix')} </VisuallyHidden>
            {image.origin}
          </Text>
        </Group>
      )}
    </>
  );
}

/** View Details and the messaging-app enquiry: side by side when they fit, else one above the other. */
function Actions({ image, onViewDetails }: Pick<GalleryCardProps, 'image' | 'onViewDetails'>) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" mt={4}>
      <ShopButton
        size="sm"
        style={{ flex: '1 1 auto', paddingInline: 'var(--mantine-spacing-sm)' }}
        variant="light"
        onClick={() => onViewDetails(image)}
        aria-haspopup="dialog"
      >
        {t('gallery.viewDetails')}
      </ShopButton>
      <MessagingButton style={{ flex: '1 1 auto', paddingInline: 'var(--mantine-spacing-sm)' }} text={inquiryText(t, image.name)}>
        {t('gallery.inquire')}
      </MessagingButton>
    </Group>
  );
}
