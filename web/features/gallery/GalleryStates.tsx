import { type ErrorComponentProps, useRouter } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '#web/components/LoadFailed.tsx';
import { SkeletonCardGrid } from '#web/components/SkeletonCardGrid.tsx';
import { GalleryHeading } from './GalleryHeading.tsx';
import { GALLERY_GRID_COLUMNS } from './gallery-grid-columns.ts';
import { PlainContainer, PlainStack } from '#web/components/plain/index.ts';
import classes from './GalleryPage.module.css';

const SKELETON_CARDS = 6;

/** /gallery while its first cards load: six skeleton cards (docs/product.md §2). */
export function GalleryPending() {
  const { t } = useTranslation();
  return (
    <PlainContainer size="xl" className={classes.page}>
      <PlainStack gap="lg">
        <GalleryHeading />
        <SkeletonCardGrid count={SKELETON_CARDS} cols={GALLERY_GRID_COLUMNS} label={t('common.loading')} data-testid="gallery-skeletons" />
      </PlainStack>
    </PlainContainer>
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
    <PlainContainer size="xl" className={classes.page}>
      <PlainStack gap="lg">
        <GalleryHeading />
        <LoadFailed message={t('gallery.loadFailed')} onRetry={retry} />
      </PlainStack>
    </PlainContainer>
  );
}
