import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UPLOAD_MAX_BYTES } from '#schema/uploads-api.ts';
import { useApi } from '#web/lib/api.ts';
import { notifyError, notifySuccess } from '#web/lib/notify.ts';
import { ImageUploadError, uploadImages } from '#web/features/admin-uploads/index.ts';

export type ImageUploadProgress = { fileName: string; percent: number };

/** docs/product.md §5: one product image of at most 10 MB. */
export const PRODUCT_IMAGE_MAX_BYTES = UPLOAD_MAX_BYTES.product;

/**
 * Uploads the chosen product image through the shared uploader (signed address, then PUT with retries)
 * and reports its progress; an upload still running when the dialog closes is cancelled.
 */
export function useProductImageUpload(onUploaded: (objectPath: string) => void) {
  const { t } = useTranslation();
  const [progress, setProgress] = useState<ImageUploadProgress | null>(null);
  const controller = useRef<AbortController | null>(null);
  const api = useApi();

  useEffect(() => () => controller.current?.abort(), []);

  /** docs/product.md §8's text for a failed upload; a file the Worker found is no image is named (final, not retried). */
  const failureText = (error: unknown, name: string): string => {
    if (!(error instanceof ImageUploadError)) return t('admin.products.image.failedText');
    if (error.reason === 'upload-url') return t('admin.products.image.addressFailed');
    if (error.reason === 'not-an-image') return t('admin.products.image.notAnImage', { name });
    return t('admin.products.image.failedText');
  };

  const upload = async (file: File) => {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    setProgress({ fileName: file.name, percent: 0 });
    try {
      const [uploaded] = await uploadImages([file], {
        api,
        purpose: 'product',
        maxFileSize: PRODUCT_IMAGE_MAX_BYTES,
        maxFiles: 1,
        signal: current.signal,
        onProgress: (fileName, percent) => setProgress({ fileName, percent }),
      });
      if (uploaded) onUploaded(uploaded.objectPath);
      notifySuccess(t('admin.products.image.uploadedTitle'), t('admin.products.image.uploadedText'));
    } catch (error) {
      if (current.signal.aborted) return;
      notifyError(t('admin.products.image.failedTitle'), failureText(error, file.name));
    } finally {
      if (controller.current === current) {
        controller.current = null;
        setProgress(null);
      }
    }
  };

  return { upload, progress, uploading: progress !== null };
}
