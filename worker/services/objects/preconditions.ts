/**
 * RFC 9110 §13.2.2 for GET of a stored object: If-Match (strong comparison) then If-Unmodified-Since may fail
 * the request (412); If-None-Match (weak comparison) then If-Modified-Since may make it 304. A header that
 * does not parse is ignored, as if it were not sent, so no input can break an answer.
 */
export type Precondition = 'proceed' | 'not_modified' | 'failed';

type EntityTag = { weak: boolean; opaque: string };
/** `*`, or the entity tags of the list; null when the field is not a valid one. */
type TagList = '*' | EntityTag[];

const ENTITY_TAG = /^(W\/)?"([\x21\x23-\x7e\x80-\xff]*)"$/;

function parseTagList(field: string | null): TagList | null {
  if (field === null) return null;
  const trimmed = field.trim();
  if (trimmed === '*') return '*';
  const tags: EntityTag[] = [];
  for (const part of trimmed.split(',')) {
    const item = part.trim();
    if (item === '') continue;
    const match = ENTITY_TAG.exec(item);
    if (!match) return null;
    tags.push({ weak: match[1] !== undefined, opaque: match[2] ?? '' });
  }
  return tags.length > 0 ? tags : null;
}

/** A date field as milliseconds, whole seconds (HTTP dates have no finer grain); null when it does not parse. */
function parseDate(field: string | null): number | null {
  if (field === null) return null;
  const time = Date.parse(field);
  return Number.isNaN(time) ? null : time;
}

const strongMatch = (tag: EntityTag, current: EntityTag) => !tag.weak && !current.weak && tag.opaque === current.opaque;
const weakMatch = (tag: EntityTag, current: EntityTag) => tag.opaque === current.opaque;

const matchesAny = (list: TagList, current: EntityTag, compare: typeof strongMatch) =>
  list === '*' || list.some((tag) => compare(tag, current));

const wholeSeconds = (date: Date) => Math.floor(date.getTime() / 1000) * 1000;

/** What a GET with these request headers gets for an object that exists with this ETag and upload time. */
export function evaluatePreconditions(headers: Headers, object: { httpEtag: string; uploaded: Date }): Precondition {
  const current = parseTagList(object.httpEtag);
  const currentTag = current !== null && current !== '*' ? current[0] : undefined;
  if (!currentTag) return 'proceed';
  const modified = wholeSeconds(object.uploaded);

  const ifMatch = parseTagList(headers.get('if-match'));
  if (ifMatch !== null) {
    if (!matchesAny(ifMatch, currentTag, strongMatch)) return 'failed';
  } else {
    const unmodifiedSince = parseDate(headers.get('if-unmodified-since'));
    if (unmodifiedSince !== null && modified > unmodifiedSince) return 'failed';
  }

  const ifNoneMatch = parseTagList(headers.get('if-none-match'));
  if (ifNoneMatch !== null) return matchesAny(ifNoneMatch, currentTag, weakMatch) ? 'not_modified' : 'proceed';
  const modifiedSince = parseDate(headers.get('if-modified-since'));
  return modifiedSince !== null && modified <= modifiedSince ? 'not_modified' : 'proceed';
}
