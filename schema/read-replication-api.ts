/** docs/design.md, "Reads near the shopper": the D1 bookmark a visitor's browser carries between requests. */
import * as v from 'valibot';

/** The cookie that carries it: set by the Worker on every answer that read D1, sent back by the browser with each request. */
export const BOOKMARK_COOKIE = 'd1_bookmark';

/**
 * A D1 bookmark as D1 writes one (four groups of hex digits, e.g. `00000001-00000002-00004e2f-0a83ea2fceebc654de0640c422be4653`);
 * any other value is ignored, as if no bookmark had been sent.
 */
export const D1BookmarkSchema = v.pipe(v.string(), v.regex(/^[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{32}$/));
