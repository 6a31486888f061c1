import { Badge, Box, Card, Checkbox, Group, Paper, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { GalleryImage } from '#schema/gallery-api.ts';
import { formatUsd } from '#schema/money.ts';
import { GemImage, GreyPlaceholder } from '#web/components/GemImage.tsx';
import { categoryLabel } from './gallery-categories.ts';
import { ADMIN_GALLERY_IMAGE_SIZES } from './grid-columns.ts';
import { ImageActions, type ImageActionHandlers } from './ImageActions.tsx';
import { ImageFlags, StockBadge } from './ImageBadges.tsx';

type GalleryImageCardProps = ImageActionHandlers & {
  image: GalleryImage;
  selected: boolean;
  onSelect: (id: number, selected: boolean) => void;
  eager?: boolean;
};

/** One image in the grid view: picture with its selection box and flags, facts, then actions. */
export function GalleryImageCard({ image, selected, onSelect, eager, ...actions }: GalleryImageCardProps) {
  const { t, i18n } = useTranslation();
  const titleId = `admin-gallery-image-${image.id}`;
  return (
    <Card
      withBorder
      radius="md"
      padding="sm"
      h="100%"
      component="article"
      aria-labelledby={titleId}
      data-testid="admin-gallery-card"
      style={selected ? { outline: '2px solid var(--mantine-primary-color-filled)' } : undefined}
    >
      <Card.Section pos="relative">
        <GemImage
          src={image.imageUrl}
          alt={image.name}
          sizes={ADMIN_GALLERY_IMAGE_SIZES}
          eager={eager}
          fallback={<GreyPlaceholder label={t('adminGallery.card.imagePlaceholder')} />}
        />
        <Paper pos="absolute" top={8} left={8} p={4} radius="sm" shadow="xs">
          <Checkbox
            checked={selected}
            onChange={(event) => onSelect(image.id, event.currentTarget.checked)}
            aria-label={t('adminGallery.card.select', { name: image.name })}
          />
        </Paper>
        <Box pos="absolute" top={10} right={8}>
          <ImageFlags image={image} />
        </Box>
      </Card.Section>
      <Group justify="space-between" gap="xs" wrap="nowrap" mt="sm">
        <Badge variant="light" size="sm">
          {categoryLabel(t, image.category)}
        </Badge>
        <Text fw={800} c={image.price === null ? 'dimmed' : 'amethyst.9'} size="sm" data-testid="admin-gallery-price">
          {image.price === null ? t('adminGallery.card.noPrice') : formatUsd(image.price, i18n.language)}
        </Text>
      </Group>
      <Title order={3} size="h5" id={titleId} lineClamp={2} mt={6} dir="auto">
        {image.name}
      </Title>
      <Text size="sm" c="dimmed" lineClamp={2} mt={4} style={{ flex: 1 }} dir="auto">
        {image.description}
      </Text>
      <Group justify="space-between" gap="xs" mt="xs">
        <StockBadge inStock={image.stock} />
        <Text size="xs" c="dimmed">
          {t('adminGallery.card.views', { count: image.views })}
        </Text>
      </Group>
      <Box mt="sm">
        <ImageActions image={image} {...actions} />
      </Box>
    </Card>
  );
}
