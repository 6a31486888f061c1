import { useTranslation } from 'react-i18next';
import type { GalleryCategory } from '#schema/catalog.ts';
import type { GalleryImage } from '#schema/gallery-api.ts';
import { notifyError, notifyFailure, notifySuccess } from '#web/lib/notify.ts';
import { BatchStoppedError, useBatchUpdateGalleryImages, useConvertToProduct, useDeleteGalleryImage } from './api/gallery-mutations.ts';

/** docs/product.md §4: only an image that is not yet a product and has a price can become one. */
export const canConvertToProduct = (image: GalleryImage) => !image.isProduct && image.price !== null;

/** The tab's writes besides upload and edit, each with docs/product.md §8's toasts. */
export function useGalleryActions() {
  const { t } = useTranslation();
  const remove = useDeleteGalleryImage();
  const convert = useConvertToProduct();
  const batch = useBatchUpdateGalleryImages();

  const deleteImage = (image: GalleryImage, onDone: () => void) =>
    remove.mutate(image.id, {
      onSuccess: () => {
        notifySuccess(t('adminGallery.delete.done'));
        onDone();
      },
      onError: (error) => notifyFailure(t('adminGallery.delete.failed'), error),
    });

  const convertToProduct = (image: GalleryImage) =>
    convert.mutate(image.id, {
      onSuccess: () => notifySuccess(t('adminGallery.convert.done')),
      onError: (error) => notifyFailure(t('adminGallery.convert.failed'), error),
    });

  const updateMany = (ids: number[], updates: { featured: boolean } | { category: GalleryCategory }, onDone: () => void) =>
    batch.mutate(
      { ids, updates },
      {
        onSuccess: () => {
          notifySuccess(t('adminGallery.bulk.done'));
          onDone();
        },
        onError: (error) =>
          error instanceof BatchStoppedError
            ? notifyError(t('adminGallery.bulk.failed'), t('adminGallery.bulk.partlyDone', { done: error.done, total: ids.length }))
            : notifyFailure(t('adminGallery.bulk.failed'), error),
      },
    );

  return {
    deleteImage,
    deleting: remove.isPending,
    convertToProduct,
    convertingId: convert.isPending ? convert.variables : undefined,
    updateMany,
    batchPending: batch.isPending,
  };
}
