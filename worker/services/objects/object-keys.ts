/** Folders of the bucket that /objects/ may read: the seed art and what staff upload. */
const PUBLIC_FOLDERS = ['seed', 'uploads'] as const;

/** A single file name inside one folder: no separators, no leading dot, nothing to escape with. */
const SAFE_KEY = new RegExp(`^(?:${PUBLIC_FOLDERS.join('|')})/[A-Za-z0-9][A-Za-z0-9._-]{0,199}$`);

const CONTENT_TYPES: Record<string, string> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
  pdf: 'application/pdf',
};

/**
 * The bucket key that a request path such as `/objects/seed/ruby-1a2b3c4d.svg` names,
 * or null when the path is malformed or tries to leave its folder (`..`, encoded slashes, ...).
 */
export function objectKeyFromPath(pathname: string, prefix = '/objects/'): string | null {
  if (!pathname.startsWith(prefix)) return null;
  let key: string;
  try {
    key = decodeURIComponent(pathname.slice(prefix.length));
  } catch {
    return null;
  }
  return SAFE_KEY.test(key) && !key.includes('..') ? key : null;
}

/** The content type a key's extension implies, for objects stored without one. */
export function contentTypeForKey(key: string): string {
  const extension = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
  return CONTENT_TYPES[extension] ?? 'application/octet-stream';
}

/** The R2 key of an address in our uploads folder (/objects/uploads/<file>); null for seed art and anything else. */
export function uploadedObjectKey(imageUrl: string): string | null {
  const key = objectKeyFromPath(imageUrl);
  return key?.startsWith('uploads/') ? key : null;
}

export const NO_SUCH_UPLOAD = 'imageUrl: no such upload';
export const NO_SUCH_SEED_IMAGE = 'imageUrl: no such seed image';

/**
 * Why `imageUrl` may not be saved: it names an object, an upload or seed art, that is not in the bucket
 * (never uploaded, deleted, or mistyped), so nothing is saved pointing at a picture that cannot be shown.
 * Null when the object is there.
 */
export async function missingImage(bucket: R2Bucket, imageUrl: string): Promise<string | null> {
  const key = objectKeyFromPath(imageUrl);
  if (key === null || (await bucket.head(key)) !== null) return null;
  return key.startsWith('uploads/') ? NO_SUCH_UPLOAD : NO_SUCH_SEED_IMAGE;
}
