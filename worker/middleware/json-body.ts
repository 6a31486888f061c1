import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { every } from 'hono/combine';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '#worker/env.ts';
import { fail } from '#worker/services/result.ts';
import { refuse } from './errors.ts';

/** The largest JSON body any route takes: the biggest real one (an order of 100 lines) is a few KB. */
export const JSON_BODY_MAX_BYTES = 64 * 1024;
/** The deepest nesting of arrays and objects a body may have: real bodies nest three levels at most. */
export const JSON_BODY_MAX_DEPTH = 32;

/** The signed upload PUT carries image bytes, bounded by its own grant (docs/design.md §9). */
const isUploadPut = (c: Context) => c.req.method === 'PUT' && c.req.path.startsWith('/api/objects/put/');

/** How deep arrays and objects nest in a JSON text, counted without parsing it (strings skipped). */
export function jsonNestingDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (inString) {
      if (char === '\\') index += 1;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === '[' || char === '{') deepest = Math.max(deepest, ++depth);
    else if (char === ']' || char === '}') depth -= 1;
  }
  return deepest;
}

/** Refuses (413) a body past the limit: by Content-Length before reading, else while streaming it. */
const limitSize = bodyLimit({
  maxSize: JSON_BODY_MAX_BYTES,
  onError: (c) =>
    refuse(
      c,
      fail('payload_too_large', `The request body is larger than the ${JSON_BODY_MAX_BYTES} bytes allowed`, { max: JSON_BODY_MAX_BYTES }),
    ),
});

/** Refuses (400) a body nested deeper than any request needs, before anything parses or walks it. */
const limitDepth = createMiddleware<AppEnv>(async (c, next) => {
  // Read once; Hono keeps the text, so the validators and guards after this parse it without reading again.
  const text = await c.req.text();
  if (jsonNestingDepth(text) > JSON_BODY_MAX_DEPTH) {
    return refuse(c, fail('invalid_input', `body: must not nest deeper than ${JSON_BODY_MAX_DEPTH} levels`, { field: 'body' }));
  }
  await next();
});

/**
 * Every /api request body is JSON (but the upload PUT's): bounded in size as it streams in and in depth
 * before it is parsed, so no body, however large or deep, costs more than 64 KB or overflows a stack. A request
 * without a body goes straight on: every layer that awaits the rest of the request is work on every request
 * (docs/design.md, "The floor of a request").
 */
const bounded = every(limitSize, limitDepth);

export const boundedJsonBodies = createMiddleware<AppEnv>((c, next) => (!c.req.raw.body || isUploadPut(c) ? next() : bounded(c, next)));
