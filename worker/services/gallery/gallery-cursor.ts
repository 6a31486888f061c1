import { fromBase64Url, toBase64Url } from '#worker/services/encoding.ts';

/**
 * The gallery's paging cursor: where the previous page stopped in the (createdAt desc, id desc) order,
 * as base64url of "<createdAt ms>.<id>". Opaque to clients; anything we did not make decodes to null.
 */
export type GalleryCursor = { createdAt: number; id: number };

export const encodeGalleryCursor = (cursor: GalleryCursor): string =>
  toBase64Url(new TextEncoder().encode(`${cursor.createdAt}.${cursor.id}`));

export function decodeGalleryCursor(value: string): GalleryCursor | null {
  const bytes = fromBase64Url(value);
  if (!bytes) return null;
  const text = new TextDecoder().decode(bytes);
  const match = /^(\d{1,15})\.(\d{1,15})$/.exec(text);
  if (!match) return null;
  const cursor = { createdAt: Number(match[1]), id: Number(match[2]) };
  // Only the exact text we would have made: no padding tricks, no leading zeros.
  return encodeGalleryCursor(cursor) === value ? cursor : null;
}
