import { Button, Checkbox, Group, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue, useDisclosure } from '@mantine/hooks';
import { IconUpload } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GalleryImage } from '#schema/gallery-api.ts';
import { ConfirmDeleteDialog } from '#web/components/ConfirmDeleteDialog.tsx';
import { UNFILTERED, type AdminGalleryFilters } from './api/gallery-query-keys.ts';
import { useAdminGalleryImages } from './api/get-admin-gallery-images.ts';
import { BulkActionBar } from './BulkActionBar.tsx';
import { EditImageDialog } from './EditImageDialog.tsx';
import { GalleryImages } from './GalleryImages.tsx';
import { GalleryStatsRow } from './GalleryStatsRow.tsx';
import { GalleryToolbar, type GalleryView } from './GalleryToolbar.tsx';
import { UploadDialog } from './UploadDialog.tsx';
import { useGalleryActions } from './use-gallery-actions.ts';
import { useSelection } from './use-selection.ts';
import { isolate } from '#schema/bidi.ts';

const SEARCH_DEBOUNCE_MS = 300;

/** The admin dashboard's 'Image Gallery' tab (docs/product.md §2): upload, find, select, edit and publish images. */
export function AdminGalleryTab() {
  const { t } = useTranslation();
  const [search, setSearch] = useState(UNFILTERED.search);
  const [debouncedSearch] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const [category, setCategory] = useState<AdminGalleryFilters['category']>(UNFILTERED.category);
  const [view, setView] = useState<GalleryView>('grid');
  const [uploadOpened, upload] = useDisclosure(false);
  const [editing, setEditing] = useState<GalleryImage | null>(null);
  const [deleting, setDeleting] = useState<GalleryImage | null>(null);

  const images = useAdminGalleryImages({ search: debouncedSearch, category });
  const loaded = useMemo(() => images.data?.pages.flatMap((page) => page.items), [images.data]);
  const shownIds = useMemo(() => (loaded ?? []).map((image) => image.id), [loaded]);
  const selection = useSelection(shownIds);
  const actions = useGalleryActions();
  const selectedCount = selection.selectedIds.length;

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={2}>
          <Title order={2}>{t('adminGallery.title')}</Title>
          <Text c="dimmed" size="sm">
            {t('adminGallery.subtitle')}
          </Text>
        </Stack>
        <Button leftSection={<IconUpload size={16} aria-hidden />} onClick={upload.open}>
          {t('adminGallery.upload.open')}
        </Button>
      </Group>

      <GalleryStatsRow />
      <GalleryToolbar
        search={search}
        onSearchChange={setSearch}
        category={category}
        onCategoryChange={setCategory}
        view={view}
        onViewChange={setView}
      />

      {view === 'grid' && shownIds.length > 0 && (
        <Checkbox
          label={t('adminGallery.bulk.selectAll')}
          checked={selection.allSelected}
          indeterminate={selectedCount > 0 && !selection.allSelected}
          onChange={(event) => selection.selectAll(event.currentTarget.checked)}
        />
      )}
      {selectedCount > 0 && (
        <BulkActionBar
          count={selectedCount}
          pending={actions.batchPending}
          onFeature={(featured) => actions.updateMany(selection.selectedIds, { featured }, selection.clear)}
          onSetCategory={(newCategory) => actions.updateMany(selection.selectedIds, { category: newCategory }, selection.clear)}
          onClear={selection.clear}
        />
      )}

      <GalleryImages
        images={loaded}
        isPending={images.isPending}
        isError={images.isError}
        onRetry={() => void images.refetch()}
        view={view}
        selection={selection}
        onEdit={setEditing}
        onDelete={setDeleting}
        onConvert={actions.convertToProduct}
        convertingId={actions.convertingId}
      />
      {images.hasNextPage && (
        <Group justify="center">
          <Button variant="default" onClick={() => void images.fetchNextPage()} loading={images.isFetchingNextPage}>
            {t('adminGallery.loadMore')}
          </Button>
        </Group>
      )}

      <UploadDialog opened={uploadOpened} onClose={upload.close} />
      <EditImageDialog image={editing} onClose={() => setEditing(null)} />
      <ConfirmDeleteDialog
        item={deleting}
        title={t('adminGallery.delete.title')}
        question={t('adminGallery.delete.confirm', { name: isolate(deleting?.name ?? '') })}
        confirmLabel={t('adminGallery.delete.confirmButton')}
        deleting={actions.deleting}
        onConfirm={(image) => actions.deleteImage(image, () => setDeleting(null))}
        onCancel={() => setDeleting(null)}
      />
    </Stack>
  );
}
