/**
 * The gallery's paging cursor: where the previous page stopped in the (createdAt desc, id desc) order,
 * as base64url of "<createdAt ms>.<id>". Opaque to clients; anything we did not make decodes to null.
 */
export type GalleryCursor = { createdAt: number; id: number };

const toBase64Url = (text: string) => btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

export const encodeGalleryCursor = (cursor: GalleryCursor): string => toBase64Url(`${cursor.createdAt}.${cursor.id}`);

export function decodeGalleryCursor(value: string): GalleryCursor | null {
  let text: string;
  try {
    text = atob(value.replace(/-/g, '+').replace(/_/g, '/'));
  } catch {
    return null;
  }
  const match = /^(\d{1,15})\.(\d{1,15})$/.exec(text);
  if (!match) return null;
  const cursor = { createdAt: Number(match[1]), id: Number(match[2]) };
  // Only the exact text we would have made: no padding tricks, no leading zeros.
  return encodeGalleryCursor(cursor) === value ? cursor : null;
}
