import { useTranslation } from 'react-i18next';
import type { GalleryCategory } from '#schema/catalog.ts';
import type { GalleryImage } from '#schema/gallery-api.ts';
import { ApiError } from '#web/lib/api.ts';
import { notifyError, notifySuccess } from '#web/lib/notify.ts';
import { BatchStoppedError, useBatchUpdateGalleryImages, useConvertToProduct, useDeleteGalleryImage } from './api/gallery-mutations.ts';

const serverText = (error: unknown) => (error instanceof ApiError ? error.serverMessage : undefined);

/** SPEC 4: only an image that is not yet a product and has a price can become one. */
export const canConvertToProduct = (image: GalleryImage) => !image.isProduct && image.price !== null;

/** The tab's writes besides upload and edit, each with SPEC 8's toasts. */
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
      onError: (error) => notifyError(t('adminGallery.delete.failed'), serverText(error)),
    });

  const convertToProduct = (image: GalleryImage) =>
    convert.mutate(image.id, {
      onSuccess: () => notifySuccess(t('adminGallery.convert.done')),
      onError: (error) => notifyError(t('adminGallery.convert.failed'), serverText(error)),
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
          notifyError(
            t('adminGallery.bulk.failed'),
            error instanceof BatchStoppedError
              ? t('adminGallery.bulk.partlyDone', { done: error.done, total: ids.length })
              : serverText(error),
          ),
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
