/** The checks on the bytes of a signed upload PUT: an image type, and no more bytes than the grant allows. */
import { isUploadImageType, UPLOAD_IMAGE_TYPES, type UploadImageType } from '#schema/uploads-api.ts';
import { fail, succeed, type Result } from './result.ts';

const IMAGE_TYPE_LIST = Object.keys(UPLOAD_IMAGE_TYPES).join(', ');

/** The content type a key's extension was given from at signing time, if it has one. */
function signedTypeOf(key: string): UploadImageType | undefined {
  const extension = key.includes('.') ? key.slice(key.lastIndexOf('.') + 1) : '';
  return (Object.keys(UPLOAD_IMAGE_TYPES) as UploadImageType[]).find((type) => UPLOAD_IMAGE_TYPES[type] === extension);
}

/**
 * The media type to store, from the PUT's Content-Type: one of the image types, and the one the key's
 * extension names when it has one (so /objects/<key> never serves bytes under a misleading name).
 */
export function acceptedContentType(header: string | undefined, key: string): Result<UploadImageType> {
  const mediaType = (header ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (!isUploadImageType(mediaType)) return fail('unsupported_media_type', `Content-Type must be an image: ${IMAGE_TYPE_LIST}`);
  const signedType = signedTypeOf(key);
  if (signedType && signedType !== mediaType) {
    return fail('unsupported_media_type', `Content-Type must be ${signedType}, the type this upload was signed for`);
  }
  return succeed(mediaType);
}

type BoundedBody = Result<ReadableStream | Uint8Array>;

const tooLarge = (max: number): BoundedBody => fail('payload_too_large', `The upload is larger than the ${max} bytes allowed`, { max });
const empty: BoundedBody = fail('upload_empty', 'The upload is empty');

/** Reads a stream of unknown length, giving up (null) as soon as it passes `max` bytes. */
async function readAtMost(stream: ReadableStream<Uint8Array>, max: number): Promise<Uint8Array | null> {
  const chunks: Uint8Array[] = [];
  let total = 0;
  const reader = stream.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > max) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/**
 * The request body, refused when larger than `max`: by its Content-Length before a byte is read, or,
 * when the length is not declared, by counting the streamed bytes. A declared length is streamed to R2 as is
 * (the runtime holds the body to its Content-Length).
 */
export async function boundedBody(request: Request, max: number): Promise<BoundedBody> {
  const declared = request.headers.get('content-length');
  if (declared !== null && /^\d+$/.test(declared)) {
    const length = Number(declared);
    if (length > max) return tooLarge(max);
    if (length === 0 || !request.body) return empty;
    return succeed(request.body);
  }
  if (!request.body) return empty;
  const bytes = await readAtMost(request.body, max);
  if (!bytes) return tooLarge(max);
  if (bytes.byteLength === 0) return empty;
  return succeed(bytes);
}
