import Uppy, { type UppyFile } from '@uppy/core';
import { generateFileID, getFileType } from '@uppy/core/utils';
import XHRUpload from '@uppy/xhr-upload';
import {
  isUploadImageType,
  SCAN_UPLOAD_TYPES,
  UPLOAD_IMAGE_TYPES,
  UPLOAD_URL_TTL_SECONDS,
  type UploadPurpose,
  type UploadTarget,
} from '#schema/uploads-api.ts';
import { call, type Api } from '#web/lib/api.ts';
import { createQueuePause, type QueuePause, sleep } from './queue-pause.ts';
import { failedPut, isNotAnImage, nextRetry } from './retry-policy.ts';

/**
 * Sends images to our storage the way docs/design.md §9 describes: for each file, `POST /api/objects/upload`
 * returns a short-lived signed address and the object's path, then the browser PUTs the bytes to it.
 *
 * The queue (6 files at once) and the progress are Uppy's (@uppy/xhr-upload in single-PUT mode). Its own
 * retries are off: a failed PUT is tried again by `uppy.retryUpload` as docs/product.md §8 says
 * (./retry-policy.ts: 0, 1, 3 and 5 s apart; a 429 pauses the whole queue, ./queue-pause.ts; an expired
 * address is signed again; offline waits for online).
 */

export type { UploadPurpose, UploadTarget };

export type UploadImagesOptions = {
  /** The client that asks the Worker for each signed address (useApi()). */
  api: Api;
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

export const NOT_AN_IMAGE = 'Only images can be uploaded: PNG, JPEG, WebP, GIF or AVIF.';

export type UploadFailureReason = 'upload-url' | 'upload' | 'rejected' | 'not-an-image';

/**
 * Why `uploadImages` rejected. `message` is docs/product.md §8's English text for 'upload-url' and 'upload'
 * (Uppy's own restriction text for 'rejected'); `uploaded` holds the files that did make it, so a
 * caller can still keep them; `notImages` the files the Worker refused by their bytes (415, reason
 * 'not-an-image' when no other failure came first).
 */
export class ImageUploadError extends Error {
  constructor(
    readonly reason: UploadFailureReason,
    message: string,
    readonly uploaded: UploadedImage[] = [],
    readonly notImages: File[] = [],
  ) {
    super(message);
    this.name = 'ImageUploadError';
  }
}

/** The MIME types an upload may have; also what a file picker should accept. */
export const ACCEPTED_TYPES = Object.keys(UPLOAD_IMAGE_TYPES);

/** What each purpose takes: images, or for a lab report's scan a PDF, JPEG or PNG (schema/uploads-api.ts). */
export const acceptedTypesFor = (purpose: UploadPurpose): readonly string[] =>
  purpose === 'certificate' ? SCAN_UPLOAD_TYPES : ACCEPTED_TYPES;

/** The type to sign the upload for, when it is one the purpose takes (its key then carries the extension). */
const signedTypeOf = (type: string, purpose: UploadPurpose) =>
  acceptedTypesFor(purpose).includes(type) && (isUploadImageType(type) || type === 'application/pdf') ? type : undefined;

type ImageMeta = Record<string, never>;
/** R2's presigned PUT answers with an empty body; the object path is known before the PUT. */
type ImageBody = Record<string, never>;

export const requestUploadTarget = (api: Api, file: { type: string; size: number }, purpose: UploadPurpose) =>
  call(api.objects.upload.$post({ json: { contentType: signedTypeOf(file.type, purpose), size: file.size, purpose } }));

/**
 * `files` with each file once: Uppy refuses a second file with the same id (its name, type, size and
 * last change), and one refusal would leave the whole batch out.
 */
export function withoutRepeats(files: readonly File[]): File[] {
  const ids = new Set<string>();
  return files.filter((file) => {
    const id = generateFileID({ name: file.name, type: getFileType(file), data: file }, 'uppy');
    if (ids.has(id)) return false;
    ids.add(id);
    return true;
  });
}

/**
 * Uploads `files` (a file given twice once, see withoutRepeats) and resolves with each file's object path,
 * in the given order, when every one made it; otherwise rejects with an ImageUploadError whose `uploaded` lists those that did. An aborted
 * `signal` cancels what is in flight and rejects with the signal's AbortError.
 */
export async function uploadImages(files: File[], options: UploadImagesOptions): Promise<UploadedImage[]> {
  options.signal?.throwIfAborted();
  const uppy = new Uppy<ImageMeta, ImageBody>({
    autoProceed: false,
    // The types the Worker signs for this purpose (schema/uploads-api.ts), so no file fails only at the address.
    restrictions: {
      maxFileSize: options.maxFileSize,
      maxNumberOfFiles: options.maxFiles,
      allowedFileTypes: [...acceptedTypesFor(options.purpose)],
    },
  });
  // Ends every wait (a retry's, a paused queue's) when the caller cancels or the upload is over.
  const over = new AbortController();
  const pause = createQueuePause(over.signal);
  const targets = new Map<string, SignedTarget>();
  const requests = new Map<string, XMLHttpRequest>();
  const outcomes = new Map<string, (outcome: FileOutcome) => void>();
  const settle = (fileId: string, outcome: FileOutcome) => outcomes.get(fileId)?.(outcome);

  uppy.use(XHRUpload<ImageMeta, ImageBody>, {
    method: 'PUT',
    formData: false,
    limit: 6,
    endpoint: async (fileOrFiles) => {
      const file = Array.isArray(fileOrFiles) ? fileOrFiles[0] : fileOrFiles;
      if (!file) throw new Error(UPLOAD_URL_FAILED);
      await pause.whenOpen();
      const target = await signedTarget(options.api, targets, file, options.purpose).catch(() => {
        settle(file.id, 'upload-url');
        throw new Error(UPLOAD_URL_FAILED);
      });
      // A 429 may have come while the address was on its way.
      await pause.whenOpen();
      over.signal.throwIfAborted();
      // Same-origin by default (docs/design.md §9), R2's address is absolute already.
      return new URL(target.uploadURL, window.location.href).href;
    },
    headers: (file) => ({ 'content-type': contentTypeOf(file) }),
    shouldRetry: () => false,
    onBeforeRequest: (xhr, _retryCount, [file]) => {
      if (file) requests.set(file.id, xhr);
    },
    getResponseData: () => ({}),
  });

  const originals = new Map<string, File>();
  uppy.on('upload-progress', (file, progress) => {
    const original = file && originals.get(file.id);
    if (!original || !progress.bytesTotal) return;
    const percent = Math.min(100, Math.round(((progress.bytesUploaded ?? 0) / progress.bytesTotal) * 100));
    options.onProgress?.(original.name, percent, original);
  });
  uppy.on('upload-success', (file) => {
    const target = file && targets.get(file.id);
    if (file && target) settle(file.id, { objectPath: target.objectPath });
  });
  retryFailedPuts(uppy, { requests, targets, pause, over: over.signal, settle });

  const cancel = () => {
    over.abort();
    uppy.cancelAll();
  };
  options.signal?.addEventListener('abort', cancel);
  try {
    for (const file of withoutRepeats(files)) originals.set(addFile(uppy, file), file);
    const settled = [...originals.keys()].map((id) => new Promise<FileOutcome>((resolve) => outcomes.set(id, resolve)));
    // Cancelled: nothing more will be heard of the files still under way.
    over.signal.addEventListener('abort', () => outcomes.forEach((resolve) => resolve('upload')));
    await uppy.upload();
    const results = await Promise.all(settled);
    options.signal?.throwIfAborted();
    return collect([...originals.values()], results);
  } finally {
    options.signal?.removeEventListener('abort', cancel);
    over.abort();
    uppy.destroy();
  }
}

type RetryContext = {
  /** Each file's latest PUT. */
  requests: Map<string, XMLHttpRequest>;
  targets: Map<string, SignedTarget>;
  pause: QueuePause;
  over: AbortSignal;
  settle: (fileId: string, outcome: FileOutcome) => void;
};

/** On each failed PUT: the file tries again as ./retry-policy.ts says, or has failed. */
function retryFailedPuts(uppy: Uppy<ImageMeta, ImageBody>, { requests, targets, pause, over, settle }: RetryContext) {
  const retries = new Map<string, number>();
  uppy.on('upload-error', (file) => {
    const request = file && requests.get(file.id);
    if (!file || !request) return;
    const tries = retries.get(file.id) ?? 0;
    const failure = failedPut(request, navigator.onLine);
    if (isNotAnImage(failure)) return settle(file.id, 'not-an-image');
    const retry = nextRetry(failure, tries);
    if (!retry) return settle(file.id, 'upload');
    if (retry.counts) retries.set(file.id, tries + 1);
    if (retry.signAgain) targets.delete(file.id);
    pause.pauseFor(retry.pauseQueueMs);
    sleep(retry.waitMs, over)
      .then(async () => {
        if (!over.aborted) await uppy.retryUpload(file.id);
      })
      .catch(() => settle(file.id, 'upload'));
  });
}

/** How one file ended: its object path, or why it failed. */
type FileOutcome = { objectPath: string } | 'upload-url' | 'upload' | 'not-an-image';

/** Every file's object path, in order; else the ImageUploadError that says why, keeping those that made it. */
function collect(files: File[], outcomes: FileOutcome[]): UploadedImage[] {
  const done = files.flatMap((file, index) => {
    const outcome = outcomes[index];
    return typeof outcome === 'object' ? [{ file, objectPath: outcome.objectPath }] : [];
  });
  if (done.length === files.length) return done;
  const notImages = files.filter((_file, index) => outcomes[index] === 'not-an-image');
  if (outcomes.includes('upload-url')) throw new ImageUploadError('upload-url', UPLOAD_URL_FAILED, done, notImages);
  if (outcomes.includes('upload')) throw new ImageUploadError('upload', UPLOAD_FAILED, done, notImages);
  throw new ImageUploadError('not-an-image', NOT_AN_IMAGE, done, notImages);
}

/** An upload target and when its signature runs out (docs/product.md §9: 15 minutes). */
type SignedTarget = UploadTarget & { expiresAt: number };

/** The file's signed address: the one it had while that is still valid, else a newly signed one. */
async function signedTarget(
  api: Api,
  targets: Map<string, SignedTarget>,
  file: UppyFile<ImageMeta, ImageBody>,
  purpose: UploadPurpose,
): Promise<SignedTarget> {
  const known = targets.get(file.id);
  if (known && Date.now() < known.expiresAt) return known;
  const expiresAt = Date.now() + UPLOAD_URL_TTL_SECONDS * 1000;
  const target = { ...(await requestUploadTarget(api, { type: contentTypeOf(file), size: file.size ?? 0 }, purpose)), expiresAt };
  targets.set(file.id, target);
  return target;
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
