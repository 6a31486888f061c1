import { Alert, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { type ErrorComponentProps, useRouter } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { SkeletonCardGrid } from '#web/components/SkeletonCardGrid.tsx';
import { GALLERY_GRID_COLUMNS } from './GalleryGrid.tsx';

const SKELETON_CARDS = 6;

function GalleryHeading() {
  const { t } = useTranslation();
  return (
    <div>
      <Title order={1}>{t('gallery.title')}</Title>
      <Text c="dimmed" mt={4}>
        {t('gallery.subtitle')}
      </Text>
    </div>
  );
}

/** /gallery while its first cards load: six skeleton cards (docs/product.md §2). */
export function GalleryPending() {
  const { t } = useTranslation();
  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        <GalleryHeading />
        <SkeletonCardGrid count={SKELETON_CARDS} cols={GALLERY_GRID_COLUMNS} label={t('common.loading')} data-testid="gallery-skeletons" />
      </Stack>
    </Container>
  );
}

/** /gallery when its cards could not be loaded, with a retry. */
export function GalleryLoadFailed({ reset }: ErrorComponentProps) {
  const { t } = useTranslation();
  const router = useRouter();
  const retry = () => {
    reset();
    void router.invalidate();
  };
  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        <GalleryHeading />
        <Alert color="red" role="alert">
          <Group justify="space-between" gap="sm">
            <Text size="sm">{t('gallery.loadFailed')}</Text>
            <Button size="compact-sm" variant="light" color="red" onClick={retry}>
              {t('common.tryAgain')}
            </Button>
          </Group>
        </Alert>
      </Stack>
    </Container>
  );
}
