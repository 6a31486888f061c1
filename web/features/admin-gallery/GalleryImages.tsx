import { Alert, Button, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconPhotoOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { GalleryImage } from '#schema/gallery-api.ts';
import { SkeletonCardGrid } from '#web/components/SkeletonCardGrid.tsx';
import { GalleryImageCard } from './GalleryImageCard.tsx';
import { GalleryImageTable } from './GalleryImageTable.tsx';
import { ADMIN_GALLERY_COLUMNS } from './grid-columns.ts';
import type { GalleryView } from './GalleryToolbar.tsx';
import type { ImageActionHandlers } from './ImageActions.tsx';
import type { Selection } from './use-selection.ts';

type GalleryImagesProps = ImageActionHandlers & {
  images: GalleryImage[] | undefined;
  isPending: boolean;
  isError: boolean;
  onRetry: () => void;
  view: GalleryView;
  selection: Selection;
};

const SKELETON_CARDS = 6;

/** The images in the chosen view, with loading, error and empty states. */
export function GalleryImages({ images, isPending, isError, onRetry, view, selection, ...actions }: GalleryImagesProps) {
  const { t } = useTranslation();
  if (isPending) {
    return (
      <SkeletonCardGrid
        count={SKELETON_CARDS}
        cols={ADMIN_GALLERY_COLUMNS}
        spacing="md"
        label={t('adminGallery.loading')}
        data-testid="admin-gallery-skeletons"
      />
    );
  }
  if (isError || !images) {
    return (
      <Alert color="red" role="alert" title={t('adminGallery.loadFailed')}>
        <Button size="xs" variant="white" color="red" onClick={onRetry} mt="xs">
          {t('adminGallery.retry')}
        </Button>
      </Alert>
    );
  }
  if (images.length === 0) {
    return (
      <Stack align="center" ta="center" py="xl" gap="xs" data-testid="admin-gallery-empty">
        <IconPhotoOff size={48} color="var(--mantine-color-gray-5)" aria-hidden />
        <Title order={3}>{t('adminGallery.empty')}</Title>
        <Text c="dimmed">{t('adminGallery.emptyHint')}</Text>
      </Stack>
    );
  }
  if (view === 'list') return <GalleryImageTable images={images} selection={selection} {...actions} />;
  return (
    <SimpleGrid cols={ADMIN_GALLERY_COLUMNS} spacing="md" data-testid="admin-gallery-grid">
      {images.map((image, index) => (
        <GalleryImageCard
          key={image.id}
          image={image}
          selected={selection.isSelected(image.id)}
          onSelect={selection.toggle}
          eager={index < 4}
          {...actions}
        />
      ))}
    </SimpleGrid>
  );
}
