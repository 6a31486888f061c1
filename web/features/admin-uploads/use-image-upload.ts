import { useCallback, useEffect, useRef, useState } from 'react';
import { useApi } from '#web/lib/api.ts';
import { uploadImages, type UploadedImage, type UploadImagesOptions, withoutRepeats } from './upload-images.ts';

/** One row of an upload's progress list. */
export type FileProgress = { key: string; name: string; percent: number };

type UseImageUploadOptions = Omit<UploadImagesOptions, 'api' | 'onProgress' | 'signal'>;

/**
 * `uploadImages` for a dialog: per-file progress (in the order the files were given, a file given twice
 * once), an `uploading` flag, and cancellation when the component unmounts or `reset` is called.
 */
export function useImageUpload({ purpose, maxFileSize, maxFiles }: UseImageUploadOptions) {
  const [progress, setProgress] = useState<FileProgress[]>([]);
  const [uploading, setUploading] = useState(false);
  const running = useRef<AbortController | null>(null);
  const api = useApi();

  useEffect(() => () => running.current?.abort(), []);

  const upload = useCallback(
    async (chosen: File[]): Promise<UploadedImage[]> => {
      running.current?.abort();
      const files = withoutRepeats(chosen);
      const controller = new AbortController();
      running.current = controller;
      const indexOf = new Map(files.map((file, index) => [file, index]));
      setProgress(files.map((file, index) => ({ key: `${index}:${file.name}`, name: file.name, percent: 0 })));
      setUploading(true);
      try {
        return await uploadImages(files, {
          api,
          purpose,
          maxFileSize,
          maxFiles,
          signal: controller.signal,
          onProgress: (_name, percent, file) => {
            if (controller.signal.aborted) return;
            const index = indexOf.get(file);
            setProgress((rows) => rows.map((row, at) => (at === index ? { ...row, percent } : row)));
          },
        });
      } finally {
        if (running.current === controller) {
          running.current = null;
          setUploading(false);
        }
      }
    },
    [api, purpose, maxFileSize, maxFiles],
  );

  const reset = useCallback(() => {
    running.current?.abort();
    running.current = null;
    setProgress([]);
    setUploading(false);
  }, []);

  return { upload, progress, uploading, reset };
}
