/** What every staff list pages by (audit log, orders, wholesale applications): `limit` and an opaque `cursor`. */
import * as v from 'valibot';

export const STAFF_PAGE_DEFAULT = 50;
export const STAFF_PAGE_MAX = 100;

const LIMIT_RULE = `must be a whole number from 1 to ${STAFF_PAGE_MAX}`;

/** `?limit=`, a query string's text: 1 to STAFF_PAGE_MAX, STAFF_PAGE_DEFAULT when left out. */
export const pageLimitField = v.optional(
  v.pipe(
    v.string(),
    v.regex(/^\d{1,3}$/, LIMIT_RULE),
    v.transform(Number),
    v.minValue(1, LIMIT_RULE),
    v.maxValue(STAFF_PAGE_MAX, LIMIT_RULE),
  ),
  String(STAFF_PAGE_DEFAULT),
);

/** A page of a list, newest first; `nextCursor` is null on the last one. */
export type Page<Item> = { items: Item[]; nextCursor: string | null };

/** Where a page stopped in the (createdAt desc, id desc) order. */
export type ListCursor<Id> = { createdAt: number; id: Id };

const toBase64Url = (text: string): string => btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** base64url of "<createdAt ms>.<id>": opaque to clients, who only hand it back. */
export const encodeListCursor = ({ createdAt, id }: ListCursor<string | number>): string => toBase64Url(`${createdAt}.${id}`);

function fromBase64Url(value: string): string | null {
  if (!/^[A-Za-z0-9_-]{1,120}$/.test(value)) return null;
  try {
    return atob(value.replace(/-/g, '+').replace(/_/g, '/'));
  } catch {
    return null;
  }
}

/**
 * The cursor `value` holds when we made it: `idPattern` is what an id of this list looks like. Anything
 * else (and any other spelling of the same text) decodes to null.
 */
export function decodeListCursor(value: string, idPattern: RegExp): ListCursor<string> | null {
  const match = /^(\d{1,15})\.(.+)$/.exec(fromBase64Url(value) ?? '');
  if (!match?.[2] || !idPattern.test(match[2])) return null;
  const cursor = { createdAt: Number(match[1]), id: match[2] };
  return encodeListCursor(cursor) === value ? cursor : null;
}

/** `?cursor=`: the nextCursor of the page before, decoded; anything we did not make is refused (400). */
export const cursorField = <Id>(decode: (value: string) => ListCursor<Id> | null) =>
  v.optional(
    v.pipe(
      v.string(),
      v.rawTransform(({ dataset, addIssue, NEVER }) => {
        const cursor = decode(dataset.value);
        if (cursor) return cursor;
        addIssue({ message: 'is not a cursor from this API' });
        return NEVER;
      }),
    ),
  );
