/**
 * The checks on the bytes of a signed upload PUT: an image type (or a PDF, for a key signed as one), and no more
 * bytes than the grant allows.
 */
import { isUploadImageType, UPLOAD_IMAGE_TYPES, UPLOAD_TYPES, type UploadType } from '#schema/uploads-api.ts';
import { discardRest } from '#worker/services/discard-body.ts';
import { SNIFF_BYTES, sniffImageType, sniffsAsPdf, type SniffedImageType } from './image-sniff.ts';
import { fail, succeed, type Result } from '#worker/services/result.ts';

const IMAGE_TYPE_LIST = Object.keys(UPLOAD_IMAGE_TYPES).join(', ');

/** The content type a key's extension was given from at signing time, if it has one. */
function signedTypeOf(key: string): UploadType | undefined {
  const extension = key.includes('.') ? key.slice(key.lastIndexOf('.') + 1) : '';
  return (Object.keys(UPLOAD_TYPES) as UploadType[]).find((type) => UPLOAD_TYPES[type] === extension);
}

/** True for a key signed as a PDF: only a lab report's scan is (schema/uploads-api.ts), and only such a key takes one. */
export const isPdfKey = (key: string): boolean => signedTypeOf(key) === 'application/pdf';

/**
 * The media type to store, from the PUT's Content-Type: one of the image types (or a PDF for a key signed as
 * one), and the one the key's extension names when it has one (so /objects/<key> never serves bytes under a
 * misleading name).
 */
export function acceptedContentType(header: string | undefined, key: string): Result<UploadType> {
  const mediaType = (header ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  const allowed = isUploadImageType(mediaType) || (mediaType === 'application/pdf' && isPdfKey(key));
  if (!allowed) return fail('unsupported_media_type', `Content-Type must be an image: ${IMAGE_TYPE_LIST}`);
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
      await discardRest(reader, total);
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

/** A body the bytes of which were looked at: what they are, and the whole body to store, first bytes included. */
export type SniffedBody = { contentType: SniffedImageType | 'application/pdf'; body: ReadableStream | Uint8Array };

const notAnImage: Result<never> = fail('unsupported_media_type', `The upload is not an image: ${IMAGE_TYPE_LIST}`);
const notAPdf: Result<never> = fail('unsupported_media_type', 'The upload is not a PDF');

/** What the first bytes show, among the types this key may hold: a PDF for a .pdf key, else an image. */
const sniffFor = (pdf: boolean, head: Uint8Array): SniffedBody['contentType'] | null =>
  pdf ? (sniffsAsPdf(head) ? 'application/pdf' : null) : sniffImageType(head);

/** Reads until `count` bytes are in (or the stream ends), keeping every chunk read. */
async function readHead(reader: ReadableStreamDefaultReader<Uint8Array>, count: number): Promise<Uint8Array[]> {
  const chunks: Uint8Array[] = [];
  let total = 0;
  while (total < count) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    total += value.byteLength;
  }
  return chunks;
}

const joined = (chunks: Uint8Array[]): Uint8Array => {
  const bytes = new Uint8Array(chunks.reduce((total, chunk) => total + chunk.byteLength, 0));
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
};

/** The chunks already read, then the rest of the reader, as one stream of the declared length (R2 needs it known). */
function rejoined(head: Uint8Array[], reader: ReadableStreamDefaultReader<Uint8Array>, length: number): ReadableStream {
  const whole = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of head) controller.enqueue(chunk);
    },
    async pull(controller) {
      const { done, value } = await reader.read();
      if (done) controller.close();
      else controller.enqueue(value);
    },
    cancel: (reason) => reader.cancel(reason),
  });
  return whole.pipeThrough(new FixedLengthStream(length));
}

/**
 * The type of a bounded body from its first bytes (never the whole of a streamed one), refused with 415 when
 * they are not an allowed image. A stream keeps flowing to R2 after its first chunks.
 */
async function sniffedBody(body: ReadableStream | Uint8Array, length: number, pdf: boolean): Promise<Result<SniffedBody>> {
  const refusal = pdf ? notAPdf : notAnImage;
  if (body instanceof Uint8Array) {
    const contentType = sniffFor(pdf, body.subarray(0, SNIFF_BYTES));
    return contentType ? succeed({ contentType, body }) : refusal;
  }
  const reader = (body as ReadableStream<Uint8Array>).getReader();
  const head = await readHead(reader, SNIFF_BYTES);
  const contentType = sniffFor(pdf, joined(head).subarray(0, SNIFF_BYTES));
  if (!contentType) {
    await discardRest(reader);
    return refusal;
  }
  return succeed({ contentType, body: rejoined(head, reader, length) });
}

/**
 * The body of a signed PUT, within `max` bytes and, by its first bytes, an allowed image (or a PDF, for a key
 * signed as one), with the type they show.
 */
export async function uploadBody(request: Request, max: number, key: string): Promise<Result<SniffedBody>> {
  const body = await boundedBody(request, max);
  if (!body.ok) return body;
  // A stream is only passed on when its Content-Length was declared (and the runtime holds it to that).
  return sniffedBody(body.value, Number(request.headers.get('content-length')), isPdfKey(key));
}
