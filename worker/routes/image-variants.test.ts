import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { VARIANT_WIDTHS, variantUrl } from '#schema/image-variants.ts';
import type { UploadTarget } from '#schema/uploads-api.ts';
import { VARIANT_LEASE_MS, variantKey, variantLeaseKey } from '#worker/services/objects/image-variants.ts';
import { call, callAt } from '#worker/test/app.ts';
import { adminCookie } from '#worker/test/checkout-fixtures.ts';
import { gallery } from '#worker/test/gallery-factories.ts';
import { pngOfSize } from '#worker/test/png.ts';

const SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><rect width="4" height="4"/></svg>';

let cookie: string;
beforeAll(async () => {
  cookie = await adminCookie();
});

/** Uploads bytes as the admin page does: a signed target first, then one PUT; answers the saved address. */
async function upload(bytes: Uint8Array, contentType: string): Promise<string> {
  const asked = await call('/api/objects/upload', {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ contentType, size: bytes.byteLength, purpose: 'gallery' }),
  });
  const { uploadURL, objectPath } = await asked.json<UploadTarget>();
  const url = new URL(uploadURL);
  const put = await call(`${url.pathname}${url.search}`, { method: 'PUT', headers: { 'content-type': contentType }, body: bytes });
  expect(put.status).toBe(200);
  return objectPath;
}

/** Type and size of an image as the Images binding reads them. */
async function infoOf(response: Response) {
  const body = response.body;
  if (!body) throw new Error('no body');
  return env.IMAGES.info(body);
}

const keyOf = (objectPath: string) => objectPath.replace('/objects/', '');

describe('GET /objects/<upload>?w= (width variants, docs/design.md §11)', () => {
  let bigPng: string;
  beforeAll(async () => {
    bigPng = await upload(await pngOfSize(4000, 3000), 'image/png');
  });

  it.each(VARIANT_WIDTHS)('makes a 4000 px PNG upload into a %i px WebP, stored beside the original', async (width) => {
    const response = await call(variantUrl(bigPng, width));

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await infoOf(response)).toMatchObject({ format: 'image/webp', width, height: (width * 3) / 4 });
    const stored = await env.BUCKET.head(variantKey(keyOf(bigPng), width, 'webp'));
    expect(stored?.httpMetadata?.contentType).toBe('image/webp');
  });

  it('makes an AVIF variant when asked for one', async () => {
    const response = await call(variantUrl(bigPng, 640, 'avif'));

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/avif');
    expect(await infoOf(response)).toMatchObject({ format: 'image/avif', width: 640, height: 480 });
  });

  it('serves a variant from R2 once it is stored, without making it again', async () => {
    const key = keyOf(await upload(await pngOfSize(800, 600), 'image/png'));
    await env.BUCKET.put(variantKey(key, 320, 'webp'), 'kept bytes', { httpMetadata: { contentType: 'image/webp' } });

    const response = await call(variantUrl(`/objects/${key}`, 320));

    expect(new TextDecoder().decode(await response.arrayBuffer())).toBe('kept bytes');
  });

  it('answers 304 for a variant the browser already has', async () => {
    const first = await call(variantUrl(bigPng, 160));
    const again = await call(variantUrl(bigPng, 160), { headers: { 'if-none-match': first.headers.get('etag') ?? '' } });

    expect(again.status).toBe(304);
  });

  it.each<{ label: string; headers: Record<string, string>; status: number }>([
    { label: 'a malformed If-None-Match', headers: { 'if-none-match': 'garbage' }, status: 200 },
    { label: 'If-None-Match: *', headers: { 'if-none-match': '*' }, status: 304 },
    { label: 'a failing If-Match', headers: { 'if-match': '"bogus"' }, status: 412 },
  ])('answers $status for $label on a stored variant, as for an original', async ({ headers, status }) => {
    await call(variantUrl(bigPng, 320));

    const response = await call(variantUrl(bigPng, 320), { headers });

    expect(response.status).toBe(status);
  });

  it('answers 412 for a failing If-Match on a variant made by this very request', async () => {
    const fresh = await upload(await pngOfSize(900, 600), 'image/png');

    const response = await call(variantUrl(fresh, 160), { headers: { 'if-match': '"bogus"', 'if-none-match': 'garbage' } });

    expect(response.status).toBe(412);
  });

  it('never enlarges: a variant wider than the original keeps the original size', async () => {
    const small = await upload(await pngOfSize(200, 100), 'image/png');

    const response = await call(variantUrl(small, 640));

    expect(await infoOf(response)).toMatchObject({ format: 'image/webp', width: 200, height: 100 });
  });

  it('keeps serving the original itself, untouched, at its own address (what staff download)', async () => {
    const png = await pngOfSize(400, 300);
    const objectPath = await upload(png, 'image/png');

    const response = await call(objectPath);

    expect(response.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(png);
  });

  it.each(['500', '0', 'abc', '1280.5'])('refuses w=%s, which is not one of the widths, with 400', async (width) => {
    const response = await call(`${bigPng}?w=${width}`);

    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'invalid_input', params: { field: 'w' } });
  });

  it('refuses a format other than webp or avif with 400', async () => {
    const response = await call(`${bigPng}?w=640&format=gif`);

    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'invalid_input', params: { field: 'format' } });
  });

  it('serves SVG art as it is, whatever width is asked for', async () => {
    await env.BUCKET.put('seed/art-0a1b2c3d.svg', SVG, { httpMetadata: { contentType: 'image/svg+xml' } });

    const response = await call('/objects/seed/art-0a1b2c3d.svg?w=320');

    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(await response.text()).toBe(SVG);
  });

  it('sends the browser to the original when a damaged upload cannot be resized', async () => {
    const damaged = await upload(new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10, 1, 2, 3]), 'image/png');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});

    const response = await call(variantUrl(damaged, 640), { redirect: 'manual' });

    expect(warn).toHaveBeenCalledWith(expect.objectContaining({ event: 'image.variant_failed', key: damaged.replace(/^\/objects\//, '') }));
    warn.mockRestore();
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(damaged);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('answers 404 for a variant of an upload that does not exist', async () => {
    const response = await call(variantUrl('/objects/uploads/never-uploaded.png', 640));

    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: 'not_found' });
  });

  it('deletes the variants with the upload when its gallery image is deleted', async () => {
    const imageUrl = await upload(await pngOfSize(800, 600), 'image/png');
    await call(variantUrl(imageUrl, 320));
    const created = await gallery('POST', '', { body: { imageUrl }, cookie });
    const { id } = await created.json<{ id: number }>();
    expect(await env.BUCKET.head(variantKey(keyOf(imageUrl), 320, 'webp'))).not.toBeNull();

    expect((await gallery('DELETE', `/${id}`, { cookie })).status).toBe(204);

    expect(await env.BUCKET.head(variantKey(keyOf(imageUrl), 320, 'webp'))).toBeNull();
    expect((await call(variantUrl(imageUrl, 320))).status).toBe(404);
  });
});

/** The Images binding, counting the resizes it is asked for. */
function countingImages() {
  let resizes = 0;
  const binding = {
    info: (stream: ReadableStream<Uint8Array>) => env.IMAGES.info(stream),
    input: (stream: ReadableStream<Uint8Array>) => {
      resizes += 1;
      return env.IMAGES.input(stream);
    },
  } as unknown as ImagesBinding;
  return { binding, resizes: () => resizes };
}

/** A variant request through the whole Worker with `images` as its Images binding. */
const variantWith = (images: ImagesBinding, objectPath: string, width: (typeof VARIANT_WIDTHS)[number], format?: 'avif') =>
  callAt(`http://shop.test${variantUrl(objectPath, width, format)}`, {}, { IMAGES: images });

describe('a variant is made by one request at a time (issue 21, item 8)', () => {
  it('resizes once for six parallel first requests, and all six get the same picture', async () => {
    const original = await upload(await pngOfSize(2000, 2000), 'image/png');
    const images = countingImages();

    const answers = await Promise.all(Array.from({ length: 6 }, () => variantWith(images.binding, original, 640)));

    expect(answers.map((answer) => answer.status)).toEqual(Array(6).fill(200));
    const bodies = await Promise.all(answers.map(async (answer) => new Uint8Array(await answer.arrayBuffer()).join()));
    expect(new Set(bodies).size).toBe(1);
    expect(images.resizes()).toBe(1);
    expect(await env.BUCKET.head(variantLeaseKey(variantKey(keyOf(original), 640, 'webp')))).toBeNull();
  });

  it('waits for the variant another request is making and serves it from R2, resizing nothing itself', async () => {
    const original = await upload(await pngOfSize(800, 600), 'image/png');
    const variant = variantKey(keyOf(original), 320, 'webp');
    const lease = variantLeaseKey(variant);
    await env.BUCKET.put(lease, 'another request', { customMetadata: { until: String(Date.now() + VARIANT_LEASE_MS) } });
    const images = countingImages();

    const answer = variantWith(images.binding, original, 320);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await env.BUCKET.put(variant, 'made by the other request', { httpMetadata: { contentType: 'image/webp' } });
    await env.BUCKET.delete(lease);

    expect(await (await answer).text()).toBe('made by the other request');
    expect(images.resizes()).toBe(0);
  });

  it('takes over the lease of a request that never finished once it has ended, and makes the variant', async () => {
    const original = await upload(await pngOfSize(800, 600), 'image/png');
    const lease = variantLeaseKey(variantKey(keyOf(original), 160, 'webp'));
    await env.BUCKET.put(lease, 'a request whose isolate died', { customMetadata: { until: String(Date.now() - 1) } });
    const images = countingImages();

    const answer = await variantWith(images.binding, original, 160);

    expect(answer.status).toBe(200);
    expect(await infoOf(answer)).toMatchObject({ format: 'image/webp', width: 160 });
    expect(images.resizes()).toBe(1);
    expect(await env.BUCKET.head(lease)).toBeNull();
  });
});
