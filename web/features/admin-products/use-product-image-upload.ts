import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UPLOAD_MAX_BYTES } from '#schema/uploads-api.ts';
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

  useEffect(() => () => controller.current?.abort(), []);

  const upload = async (file: File) => {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    setProgress({ fileName: file.name, percent: 0 });
    try {
      const [uploaded] = await uploadImages([file], {
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
      const addressFailed = error instanceof ImageUploadError && error.reason === 'upload-url';
      notifyError(
        t('admin.products.image.failedTitle'),
        t(addressFailed ? 'admin.products.image.addressFailed' : 'admin.products.image.failedText'),
      );
    } finally {
      if (controller.current === current) {
        controller.current = null;
        setProgress(null);
      }
    }
  };

  return { upload, progress, uploading: progress !== null };
}
