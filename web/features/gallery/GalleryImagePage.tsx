import { Anchor, Container, Stack, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useParams } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GalleryImage } from '#schema/gallery-api.ts';
import { NotFound } from '#web/features/layout/index.ts';
import { pageTitle } from '#web/lib/page-title.ts';
import { useGalleryImage } from './api/get-gallery-image.ts';
import { useTrackGalleryView } from './api/track-view.ts';
import { GalleryDetails } from './GalleryDetails.tsx';

/** /gallery/{id}: one stone of the gallery as a page of its own (docs/product.md §2), the address a visitor shares. */
export function GalleryImagePage() {
  const { id } = useParams({ from: '/gallery_/$id' });
  const loaded = useGalleryImage(id);
  // The loader turns an unknown id away; null here means the image was deleted while its page was open.
  return loaded ? <ImagePage loaded={loaded} /> : <NotFound />;
}

function ImagePage({ loaded }: { loaded: GalleryImage }) {
  const image = useViewCountedOnce(loaded);
  const { t } = useTranslation();
  useDocumentTitle(pageTitle(image.name, t('brand.name')));
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Anchor component={Link} to="/gallery" size="sm" w="fit-content">
          <IconArrowLeft size={14} aria-hidden className="mirrored-in-rtl" style={{ verticalAlign: 'middle', marginInlineEnd: 4 }} />
          {t('gallery.backToGallery')}
        </Anchor>
        <Title order={1} dir="auto">
          {image.name}
        </Title>
        <GalleryDetails image={image} />
      </Stack>
    </Container>
  );
}

/** Opening the page records one view, as opening the dialog does; the page then shows the new count. */
function useViewCountedOnce(loaded: GalleryImage): GalleryImage {
  const trackView = useTrackGalleryView();
  const [counted, setCounted] = useState<GalleryImage | null>(null);
  const trackedId = useRef<number | null>(null);
  useEffect(() => {
    if (trackedId.current === loaded.id) return;
    trackedId.current = loaded.id;
    trackView.mutate(loaded.id, { onSuccess: setCounted });
  }, [loaded.id, trackView]);
  return counted?.id === loaded.id ? counted : loaded;
}
