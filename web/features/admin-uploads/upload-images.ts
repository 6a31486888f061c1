import AwsS3 from '@uppy/aws-s3';
import Uppy, { type UppyFile } from '@uppy/core';
import { UPLOAD_IMAGE_TYPES, type UploadPurpose, type UploadTarget } from '../../../schema/uploads-api';
import { apiRequest } from '../../lib/api';

/**
 * Sends images to our storage the way DESIGN 9 describes: for each file, `POST /api/objects/upload`
 * returns a short-lived signed address and the object's path, then the browser PUTs the bytes to it.
 *
 * The queue, the concurrency limit, progress, retries and waiting while offline are Uppy's
 * (@uppy/aws-s3 in single-PUT mode), not ours. What @uppy/aws-s3 6.x does, from its source:
 * at most `limit` (6) files at once; it waits for the browser to be online before asking for an
 * address; a PUT answered 5xx or 429, or dropped by the network, is retried 3 times after 300, 600
 * and 1200 ms; other 4xx answers (403 bad or expired signature, 413 too big, 415 not an image)
 * fail at once, and an expired signature is not re-signed (Uppy re-signs only in its getCredentials
 * mode). Version 6 removed the `retryDelays` option, so SPEC 8's exact rules (408, 409, 418, 423;
 * delays 0/1/3/5 s; 429 pausing the whole queue; expired signature retried) cannot be configured and
 * are not re-created here. What can be set is set: `limit: 6` and `shouldUseMultipart: false`.
 */

export type { UploadPurpose, UploadTarget };

export type UploadImagesOptions = {
  purpose: UploadPurpose;
  /** Bytes per file (SPEC 9: product 10 MB, gallery 50 MB). */
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
 * Why `uploadImages` rejected. `message` is SPEC 8's English text for 'upload-url' and 'upload'
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

/** Thrown inside the signer, so a failed address request can be told apart from a failed PUT. */
class UploadUrlFailure extends Error {}

/** The MIME types an upload may have; also what a file picker should accept. */
export const ACCEPTED_TYPES = Object.keys(UPLOAD_IMAGE_TYPES);

type ImageMeta = Record<string, never>;
type ImageBody = { key: string; location: string };

export const requestUploadTarget = (file: { type: string; size: number }, purpose: UploadPurpose) =>
  apiRequest<UploadTarget>('/api/objects/upload', {
    method: 'POST',
    body: { contentType: file.type, size: file.size, purpose },
  });

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
  uppy.use(AwsS3<ImageMeta, ImageBody>, {
    shouldUseMultipart: false,
    limit: 6,
    // The key is only how the signer finds the file again; the server names the object itself.
    generateObjectKey: (file) => file.id,
    signRequest: async (request) => {
      const file = uppy.getFile(request.key);
      if (request.method !== 'PUT' || !file) throw new UploadUrlFailure(UPLOAD_URL_FAILED);
      const contentType = file.type || 'application/octet-stream';
      const target = await requestUploadTarget({ type: contentType, size: file.size ?? 0 }, options.purpose).catch(() => {
        throw new UploadUrlFailure(UPLOAD_URL_FAILED);
      });
      // Uppy needs an absolute URL; ours is same-origin by default (DESIGN 9), R2's is absolute already.
      const url = new URL(target.uploadURL, window.location.href).href;
      return { url, key: target.objectPath, headers: { 'content-type': contentType } };
    },
  });

  const originals = new Map<string, File>();
  const failures = new Map<string, unknown>();
  const uploaded = new Map<string, string>();
  uppy.on('upload-progress', (file, progress) => {
    const original = file && originals.get(file.id);
    if (!original || !progress.bytesTotal) return;
    const percent = Math.min(100, Math.round(((progress.bytesUploaded ?? 0) / progress.bytesTotal) * 100));
    options.onProgress?.(original.name, percent, original);
  });
  uppy.on('upload-success', (file, response) => {
    if (file && response.body) uploaded.set(file.id, response.body.key);
  });
  uppy.on('upload-error', (file, error) => {
    if (file) failures.set(file.id, error);
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
    const addressFailed = [...failures.values()].some((error) => error instanceof UploadUrlFailure);
    throw addressFailed
      ? new ImageUploadError('upload-url', UPLOAD_URL_FAILED, done)
      : new ImageUploadError('upload', UPLOAD_FAILED, done);
  } finally {
    options.signal?.removeEventListener('abort', cancel);
    uppy.destroy();
  }
}

/** Adds one file, turning Uppy's restriction error (too big, not an image, too many) into ours. */
function addFile(uppy: Uppy<ImageMeta, ImageBody>, file: File): UppyFile<ImageMeta, ImageBody>['id'] {
  try {
    return uppy.addFile({ name: file.name, type: file.type, data: file, source: 'local' });
  } catch (error) {
    throw new ImageUploadError('rejected', error instanceof Error ? error.message : UPLOAD_FAILED);
  }
}
