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
import {
  PlainBadge,
  PlainCard,
  PlainCardSection,
  PlainGroup,
  PlainStack,
  PlainText,
  PlainTitle,
  PlainVisuallyHidden,
} from '#web/components/plain/index.ts';

const CARD_IMAGE_SIZES = gridImageSizes(GALLERY_GRID_COLUMNS);
// Mantine's c="dimmed", as its Group wrote it.
const DIMMED = { color: 'var(--mantine-color-dimmed)' };

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
    // A column, its last part at the bottom so buttons line up across a row.
    <PlainCard
      component="article"
      withBorder
      radius="md"
      padding="md"
      className={classes.card}
      aria-labelledby={titleId}
      data-testid="gallery-card"
    >
      <PlainCardSection className={classes.media}>
        <GemImage
          src={image.imageUrl}
          alt={image.name}
          sizes={CARD_IMAGE_SIZES}
          eager={eager}
          fallback={<GreyPlaceholder label={t('gallery.imagePlaceholder')} />}
        />
        {image.featured && (
          <PlainBadge className={classes.featured} color="yellow.4" c="dark.8" leftSection={<IconStarFilled size={12} aria-hidden />}>
            {t('gallery.featured')}
          </PlainBadge>
        )}
        {image.price !== null && (
          <span className={classes.price} data-testid="gallery-card-price">
            {formatUsd(image.price, i18n.language)}
          </span>
        )}
      </PlainCardSection>
      <PlainStack gap={6} className={classes.body}>
        {/* Staff wrote the name, description and origin: dir="auto" sets each in its own direction. */}
        <PlainTitle order={2} size="h5" id={titleId} lineClamp={2} dir="auto">
          {image.name}
        </PlainTitle>
        <PlainText size="sm" c="dimmed" lineClamp={2} dir="auto">
          {image.description}
        </PlainText>
        {/* Pushed to the bottom, so the buttons line up across a row of cards. */}
        <PlainStack gap={6} className={classes.bottom}>
          <Facts image={image} />
          <Actions image={image} onViewDetails={onViewDetails} />
        </PlainStack>
      </PlainStack>
    </PlainCard>
  );
}

/** Category, view count and origin. */
function Facts({ image }: { image: GalleryImage }) {
  const { t } = useTranslation();
  return (
    <>
      <PlainGroup gap="xs" wrap="nowrap" justify="space-between">
        <PlainBadge variant="light" size="sm" style={{ flexShrink: 0 }}>
          {t(`gallery.categories.${image.category}`, image.category)}
        </PlainBadge>
        <PlainGroup gap={4} wrap="nowrap" style={DIMMED} data-testid="gallery-card-views">
          <IconEye size={14} aria-hidden />
          <PlainText size="xs">{t('gallery.views', { count: image.views })}</PlainText>
        </PlainGroup>
      </PlainGroup>
      {image.origin && (
        <PlainGroup gap={4} wrap="nowrap" style={DIMMED}>
          <IconMapPin size={14} aria-hidden style={{ flexShrink: 0 }} />
          <PlainText size="xs" data-truncate="end" dir="auto">
            <PlainVisuallyHidden>{t('gallery.originPrefix')} </PlainVisuallyHidden>
            {image.origin}
          </PlainText>
        </PlainGroup>
      )}
    </>
  );
}

/** The stone a card's button is for, in its name only: a screen reader's list of the page's links held 48 alike. */
const forStone = (image: GalleryImage) => <PlainVisuallyHidden> {image.name}</PlainVisuallyHidden>;

/** View Details and the messaging-app enquiry: side by side when they fit, else one above the other. */
function Actions({ image, onViewDetails }: Pick<GalleryCardProps, 'image' | 'onViewDetails'>) {
  const { t } = useTranslation();
  return (
    <PlainGroup gap="xs" className={classes.actions}>
      <ShopButton
        size="sm"
        style={{ flex: '1 1 auto', paddingInline: 'var(--mantine-spacing-sm)' }}
        variant="light"
        onClick={() => onViewDetails(image)}
        aria-haspopup="dialog"
      >
        {t('gallery.viewDetails')}
        {forStone(image)}
      </ShopButton>
      <MessagingButton style={{ flex: '1 1 auto', paddingInline: 'var(--mantine-spacing-sm)' }} text={inquiryText(t, image.name)}>
        {t('gallery.inquire')}
        {forStone(image)}
      </MessagingButton>
    </PlainGroup>
  );
}
