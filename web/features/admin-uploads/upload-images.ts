import Uppy, { type UppyFile } from '@uppy/core';
import XHRUpload from '@uppy/xhr-upload';
import { isUploadImageType, UPLOAD_IMAGE_TYPES, type UploadPurpose, type UploadTarget } from '#schema/uploads-api.ts';
import { api, call } from '#web/lib/api.ts';

/**
 * Sends images to our storage the way docs/design.md §9 describes: for each file, `POST /api/objects/upload`
 * returns a short-lived signed address and the object's path, then the browser PUTs the bytes to it.
 *
 * The queue (6 files at once), progress and the retries are Uppy's (@uppy/xhr-upload in single-PUT
 * mode), not ours: we only tell it which answers are worth another try (docs/product.md §8, `shouldRetryUpload`).
 * Uppy retries those 3 times, 0.3, 0.6 and 1.2 s apart; a dropped connection counts as one.
 */

/** docs/product.md §8: 408, 409, 418, 423, 429 and every 5xx but 501 and 505; status 0 is a dropped connection. */
export function shouldRetryUpload(status: number): boolean {
  if (status === 0) return true;
  if ([408, 409, 418, 423, 429].includes(status)) return true;
  return status >= 500 && status <= 599 && status !== 501 && status !== 505;
}

export type { UploadPurpose, UploadTarget };

export type UploadImagesOptions = {
  purpose: UploadPurpose;
  /** Bytes per file (docs/product.md §9: product 10 MB, gallery 50 MB). */
  maxFileSize: number;
  maxFiles: number;
  /** Called as bytes go out; `percent` is 0-100. `file` tells apart two files with the same name. */
  onProgress?: (fileName: string, percent: number, file: File) => void;
  signal?: AbortSignal;
};

export type UploadedImage = { file: File; objectPath: string };

export const UPLOAD_URL_FAILED = 'Failed to get upload URL';
export const UPLOAD_FAILED = 'Failed to upload image. Please try again.';

export type UploadFailureReason = 'upload-url' | 'upload' | 'rejected';

/**
 * Why `uploadImages` rejected. `message` is docs/product.md §8's English text for 'upload-url' and 'upload'
 * (Uppy's own restriction text for 'rejected'); `uploaded` holds the files that did make it, so a
 * caller can still keep them.
 */
export class ImageUploadError extends Error {
  constructor(
    readonly reason: UploadFailureReason,
    message: string,
    readonly uploaded: UploadedImage[] = [],
  ) {
    super(message);
    this.name = 'ImageUploadError';
  }
}

/** The MIME types an upload may have; also what a file picker should accept. */
export const ACCEPTED_TYPES = Object.keys(UPLOAD_IMAGE_TYPES);

type ImageMeta = Record<string, never>;
/** R2's presigned PUT answers with an empty body; the object path is known before the PUT. */
type ImageBody = Record<string, never>;

export const requestUploadTarget = (file: { type: string; size: number }, purpose: UploadPurpose) =>
  call(api.objects.upload.$post({ json: { contentType: isUploadImageType(file.type) ? file.type : undefined, size: file.size, purpose } }));

/**
 * Uploads `files` and resolves with each file's object path, in the given order, when every one made
 * it; otherwise rejects with an ImageUploadError whose `uploaded` lists those that did. An aborted
 * `signal` cancels what is in flight and rejects with the signal's AbortError.
 */
export async function uploadImages(files: File[], options: UploadImagesOptions): Promise<UploadedImage[]> {
  options.signal?.throwIfAborted();
  const uppy = new Uppy<ImageMeta, ImageBody>({
    autoProceed: false,
    // The image types the Worker signs for (schema/uploads-api.ts), so no file fails only at the address.
    restrictions: { maxFileSize: options.maxFileSize, maxNumberOfFiles: options.maxFiles, allowedFileTypes: ACCEPTED_TYPES },
  });
  const objectPaths = new Map<string, string>();
  let addressFailed = false;
  uppy.use(XHRUpload<ImageMeta, ImageBody>, {
    method: 'PUT',
    formData: false,
    limit: 6,
    endpoint: async (fileOrFiles) => {
      const file = Array.isArray(fileOrFiles) ? fileOrFiles[0] : fileOrFiles;
      if (!file) throw new Error(UPLOAD_URL_FAILED);
      const target = await requestUploadTarget({ type: contentTypeOf(file), size: file.size ?? 0 }, options.purpose).catch(() => {
        addressFailed = true;
        throw new Error(UPLOAD_URL_FAILED);
      });
      objectPaths.set(file.id, target.objectPath);
      // Same-origin by default (docs/design.md §9), R2's address is absolute already.
      return new URL(target.uploadURL, window.location.href).href;
    },
    headers: (file) => ({ 'content-type': contentTypeOf(file) }),
    shouldRetry: (xhr) => shouldRetryUpload(xhr.status),
    getResponseData: () => ({}),
  });

  const originals = new Map<string, File>();
  const uploaded = new Map<string, string>();
  uppy.on('upload-progress', (file, progress) => {
    const original = file && originals.get(file.id);
    if (!original || !progress.bytesTotal) return;
    const percent = Math.min(100, Math.round(((progress.bytesUploaded ?? 0) / progress.bytesTotal) * 100));
    options.onProgress?.(original.name, percent, original);
  });
  uppy.on('upload-success', (file) => {
    const objectPath = file && objectPaths.get(file.id);
    if (file && objectPath) uploaded.set(file.id, objectPath);
  });

  const cancel = () => uppy.cancelAll();
  options.signal?.addEventListener('abort', cancel);
  try {
    for (const file of files) originals.set(addFile(uppy, file), file);
    await uppy.upload();
    options.signal?.throwIfAborted();
    const done = [...originals].flatMap(([id, file]) => {
      const objectPath = uploaded.get(id);
      return objectPath ? [{ file, objectPath }] : [];
    });
    if (done.length === files.length) return done;
    throw addressFailed ? new ImageUploadError('upload-url', UPLOAD_URL_FAILED, done) : new ImageUploadError('upload', UPLOAD_FAILED, done);
  } finally {
    options.signal?.removeEventListener('abort', cancel);
    uppy.destroy();
  }
}

const contentTypeOf = (file: UppyFile<ImageMeta, ImageBody>) => file.type || 'application/octet-stream';

/** Adds one file, turning Uppy's restriction error (too big, not an image, too many) into ours. */
function addFile(uppy: Uppy<ImageMeta, ImageBody>, file: File): UppyFile<ImageMeta, ImageBody>['id'] {
  try {
    return uppy.addFile({ name: file.name, type: file.type, data: file, source: 'local' });
  } catch (error) {
    throw new ImageUploadError('rejected', error instanceof Error ? error.message : UPLOAD_FAILED);
  }
}
