/** The body of POST /api/objects/upload and the upload limits (docs/product.md §5, §9), shared by Worker and web. */
import * as v from 'valibot';

/** Image types an upload may have (its first bytes must show one: worker/services/uploads/image-sniff.ts), and its key's extension. */
export const UPLOAD_IMAGE_TYPES = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'image/avif': 'avif',
} as const;
export type UploadImageType = keyof typeof UPLOAD_IMAGE_TYPES;

/** The one document type an upload may have: a lab report's scan (its first bytes must show `%PDF-`). */
export const UPLOAD_DOCUMENT_TYPES = { 'application/pdf': 'pdf' } as const;
/** Every type an upload may be signed for, and its key's extension. */
export const UPLOAD_TYPES = { ...UPLOAD_IMAGE_TYPES, ...UPLOAD_DOCUMENT_TYPES } as const;
export type UploadType = keyof typeof UPLOAD_TYPES;

const UPLOAD_PURPOSES = ['product', 'gallery', 'certificate'] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];

/** docs/product.md §9: a product image is at most 10 MB, a gallery image at most 50 MB, a lab report's scan 10 MB. */
export const UPLOAD_MAX_BYTES: Readonly<Record<UploadPurpose, number>> = {
  product: 10 * 1024 * 1024,
  gallery: 50 * 1024 * 1024,
  certificate: 10 * 1024 * 1024,
};
/** No signed upload is ever allowed more than this. */
export const UPLOAD_CEILING_BYTES = UPLOAD_MAX_BYTES.gallery;

/** How long an upload URL stays valid. */
export const UPLOAD_URL_TTL_SECONDS = 15 * 60;

const uploadTypes = Object.keys(UPLOAD_TYPES) as UploadType[];

export const isUploadImageType = (value: string): value is UploadImageType => Object.hasOwn(UPLOAD_IMAGE_TYPES, value);
export const isUploadType = (value: string): value is UploadType => Object.hasOwn(UPLOAD_TYPES, value);

/** A lab report's scan: a PDF, a JPEG or a PNG (schema/certificates-api.ts). */
export const SCAN_UPLOAD_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const satisfies readonly UploadType[];

/** Everything optional: docs/product.md §7's client sends no body at all. A PDF may only be a lab report's scan. */
export const UploadRequestSchema = v.pipe(
  v.object({
    contentType: v.optional(v.picklist(uploadTypes, `must be one of ${uploadTypes.join(', ')}`)),
    size: v.optional(v.pipe(v.number('must be a number of bytes'), v.integer('must be whole bytes'), v.minValue(0, 'must be at least 0'))),
    purpose: v.optional(v.picklist(UPLOAD_PURPOSES, 'must be product, gallery or certificate'), 'gallery'),
  }),
  v.forward(
    v.check(
      ({ contentType, purpose }) => contentType === undefined || isUploadImageType(contentType) || purpose === 'certificate',
      'may be application/pdf only for a certificate scan',
    ),
    ['contentType'],
  ),
);

/** The answer: PUT the file's bytes to uploadURL, then save objectPath as the image address. */
export type UploadTarget = { uploadURL: string; objectPath: string };

/** Why an image address was refused: it is not one of ours, nor the uploadURL of an upload. */
export const IMAGE_URL_MESSAGE = 'must be an uploaded image address such as /objects/uploads/<file>';

/** An uploadURL is never longer than this (an R2 presigned one is about 400 characters). */
const UPLOAD_URL_MAX_LENGTH = 2048;

/**
 * True when `text` could be an uploadURL (an absolute http(s) address). Saving one stores its objectPath
 * instead (docs/product.md §7); whether the Worker really handed it out is the Worker's to check.
 */
export function looksLikeUploadUrl(text: string): boolean {
  if (text.length > UPLOAD_URL_MAX_LENGTH || !URL.canParse(text)) return false;
  const { protocol } = new URL(text);
  return protocol === 'https:' || protocol === 'http:';
}
