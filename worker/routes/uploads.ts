import { Hono } from 'hono';
import { UPLOAD_MAX_BYTES, UploadRequestSchema } from '#schema/uploads-api.ts';
import type { AppEnv } from '#worker/env.ts';
import { refuse } from '#worker/middleware/errors.ts';
import { requireAdmin } from '#worker/middleware/require-admin.ts';
import { validate } from '#worker/middleware/validate.ts';
import { objectKeyFromPath } from '#worker/services/objects/object-keys.ts';
import { fail } from '#worker/services/result.ts';
import { acceptedContentType, uploadBody } from '#worker/services/uploads/upload-body.ts';
import { authorizeUpload, createUploadTarget, objectPathFor, UPLOAD_PUT_PREFIX } from '#worker/services/uploads/uploads.ts';

const UPLOAD_URL_USED = fail('upload_url_used', 'This upload URL was already used; ask for a new one');

/** /api/objects: signed upload URLs (admin), and the signed PUT that stores an upload in R2 (docs/design.md §9). */
export const uploadRoutes = new Hono<AppEnv>()
  .post('/upload', requireAdmin, validate('json', UploadRequestSchema), async (c) => {
    const { contentType, size, purpose } = c.req.valid('json');
    const max = UPLOAD_MAX_BYTES[purpose];
    if (size !== undefined && size > max)
      return refuse(c, fail('payload_too_large', `size: a ${purpose} image may be at most ${max} bytes`, { max }));
    const target = await createUploadTarget(c.env, new URL(c.req.url).origin, { contentType, purpose });
    return c.json(target, 200);
  })
  // No session: the signature is the authority. The browser PUTs from our own origin, so no CORS.
  .put('/put/*', async (c) => {
    const key = objectKeyFromPath(new URL(c.req.url).pathname, UPLOAD_PUT_PREFIX);
    const grant = await authorizeUpload(c.env.UPLOAD_SIGNING_SECRET, key, c.req.query());
    if (!grant.ok) return refuse(c, grant);
    const contentType = acceptedContentType(c.req.header('content-type'), grant.value.key);
    if (!contentType.ok) return refuse(c, contentType);
    const image = await uploadBody(c.req.raw, grant.value.max, grant.value.key);
    if (!image.ok) return refuse(c, image);
    // Single use: the key is free only until the first PUT that stored it, so served bytes never change.
    const stored = await c.env.BUCKET.put(grant.value.key, image.value.body, {
      httpMetadata: { contentType: image.value.contentType },
      onlyIf: { etagDoesNotMatch: '*' },
    });
    if (!stored) return refuse(c, UPLOAD_URL_USED);
    c.header('ETag', stored.httpEtag);
    return c.json({ objectPath: objectPathFor(grant.value.key) }, 200);
  });
