/**
 * What an upload really is, from its first bytes (issue 14 item 6): the declared Content-Type is the
 * sender's word, the magic bytes are the file's. Only raster types the shop serves and resizes pass.
 */
export type SniffedImageType = 'image/png' | 'image/jpeg' | 'image/webp' | 'image/gif' | 'image/avif';

/** Bytes enough to tell every allowed type apart (WebP's tag ends at 12, AVIF's brand at 12). */
export const SNIFF_BYTES = 12;

const ascii = (bytes: Uint8Array, from: number, to: number): string => String.fromCharCode(...bytes.subarray(from, to));

const startsWith = (bytes: Uint8Array, signature: readonly number[]): boolean => signature.every((byte, index) => bytes[index] === byte);

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
/** An ISO-BMFF file whose major brand is AVIF (a still image or a sequence). */
const AVIF_BRANDS = new Set(['avif', 'avis']);

/** The image type `head` (the first bytes of a file) begins like, or null when it is none of the allowed ones. */
export function sniffImageType(head: Uint8Array): SniffedImageType | null {
  if (startsWith(head, PNG)) return 'image/png';
  if (startsWith(head, JPEG)) return 'image/jpeg';
  const gif = ascii(head, 0, 6);
  if (gif === 'GIF87a' || gif === 'GIF89a') return 'image/gif';
  if (head.length < SNIFF_BYTES) return null;
  if (ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WEBP') return 'image/webp';
  if (ascii(head, 4, 8) === 'ftyp' && AVIF_BRANDS.has(ascii(head, 8, 12))) return 'image/avif';
  return null;
}

/** A PDF's header, `%PDF-`: a lab report's scan (worker/services/uploads/upload-body.ts allows it only for .pdf keys). */
export const sniffsAsPdf = (head: Uint8Array): boolean => ascii(head, 0, 5) === '%PDF-';
