import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UPLOAD_MAX_BYTES } from '#schema/uploads-api.ts';
import { notifyError, notifySuccess } from '#web/lib/notify.ts';
import { ImageUploadError, type UploadedImage, type UploadFailureReason, useImageUpload } from '#web/features/admin-uploads/index.ts';
import { useCreateGalleryImage } from './api/gallery-mutations.ts';
import { newGalleryImage } from './new-gallery-image.ts';

/** docs/product.md §5: at most 5 gallery images at a time. */
export const GALLERY_UPLOAD_MAX_FILES = 5;

/** What became of one dropped file, shown on its row once the upload is over. */
export type FileOutcome = 'saved' | 'refused' | 'failed';

type UploadOutcome = { uploaded: UploadedImage[]; failure: UploadFailureReason | null; notImages: File[] };

/** docs/product.md §8's text for each way an upload can fail (a file that is not an image is named on its own). */
const FAILURE_TEXT: Record<Exclude<UploadFailureReason, 'not-an-image'>, string> = {
  'upload-url': 'adminGallery.upload.urlFailed',
  upload: 'adminGallery.upload.failedText',
  rejected: 'adminGallery.upload.rejected',
};

/**
 * The upload dialog's work: upload the dropped files, save each as a gallery image with docs/product.md §3's
 * defaults, and say how it went with docs/product.md §8's toasts. `onAllSaved` runs when every file was saved
 * (the dialog then closes, docs/product.md §4).
 */
export function useGalleryUpload(onAllSaved: () => void) {
  const { t } = useTranslation();
  const uploader = useImageUpload({ purpose: 'gallery', maxFileSize: UPLOAD_MAX_BYTES.gallery, maxFiles: GALLERY_UPLOAD_MAX_FILES });
  const create = useCreateGalleryImage();
  const [outcomes, setOutcomes] = useState<ReadonlyMap<string, FileOutcome>>(new Map());

  const upload = async (files: File[]): Promise<UploadOutcome | null> => {
    try {
      return { uploaded: await uploader.upload(files), failure: null, notImages: [] };
    } catch (error) {
      if (!(error instanceof ImageUploadError)) return null; // cancelled: the dialog was closed
      return { uploaded: error.uploaded, failure: error.reason, notImages: error.notImages };
    }
  };

  const uploadAndSave = async (files: File[]) => {
    if (files.length === 0) return;
    setOutcomes(new Map());
    const outcome = await upload(files);
    if (!outcome) return;
    const { uploaded, failure, notImages } = outcome;
    if (!failure) notifySuccess(t('adminGallery.upload.completeTitle'), t('adminGallery.upload.completeText', { count: uploaded.length }));

    // Whatever did upload is kept, even when another file failed.
    const saves = await Promise.allSettled(
      uploaded.map(({ file, objectPath }) => create.mutateAsync(newGalleryImage(objectPath, file.name))),
    );
    const saveFailed = saves.some((save) => save.status === 'rejected');
    // Each row says what became of its file: saved, refused by its bytes, or not saved (issue 28 item 9).
    const saved = new Set(uploaded.filter((_, index) => saves[index]?.status === 'fulfilled').map(({ file }) => file));
    const refused = new Set(notImages);
    setOutcomes(new Map(files.map((file) => [file.name, saved.has(file) ? 'saved' : refused.has(file) ? 'refused' : 'failed'])));

    // The Worker refused these by their bytes (415): final, not retried, so each file is named.
    for (const file of notImages)
      notifyError(t('adminGallery.upload.failedTitle'), t('admin.products.image.notAnImage', { name: file.name }));
    if (failure) {
      if (failure !== 'not-an-image') notifyError(t('adminGallery.upload.failedTitle'), t(FAILURE_TEXT[failure]));
    } else if (saveFailed) {
      notifyError(t('adminGallery.upload.failedTitle'), t('adminGallery.upload.saveFailed'));
    } else {
      notifySuccess(t('adminGallery.upload.completeTitle'), t('adminGallery.upload.savedText', { count: uploaded.length }));
      uploader.reset();
      onAllSaved();
    }
  };

  /**
   * Files the dropzone refused (not an image, over 50 MB, more than 5). The others upload at once, and their
   * toasts wait until this one has been read.
   */
  const rejectFiles = () => notifyError(t('adminGallery.upload.failedTitle'), t('adminGallery.upload.rejected'), { keep: true });

  return {
    uploadAndSave,
    rejectFiles,
    progress: uploader.progress,
    outcomes,
    busy: uploader.uploading || create.isPending,
    cancel: () => {
      uploader.reset();
      setOutcomes(new Map());
    },
  };
}
