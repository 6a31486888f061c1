import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import app from '#worker/index.ts';
import { call } from '#worker/test/app.ts';

const SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><rect width="4" height="4"/></svg>';

beforeAll(async () => {
  await env.BUCKET.put('seed/ruby-0a1b2c3d.svg', SVG, { httpMetadata: { contentType: 'image/svg+xml' } });
  await env.BUCKET.put('uploads/no-type.png', new Uint8Array([137, 80, 78, 71]));
  await env.BUCKET.put('private/secret.txt', 'staff only');
});

describe('GET /objects/*', () => {
  it('serves a stored SVG with its content type and a long immutable cache', async () => {
    const response = await call('/objects/seed/ruby-0a1b2c3d.svg');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(response.headers.get('cache-control')).toContain('immutable');
    expect(response.headers.get('etag')).toBeTruthy();
    expect(await response.text()).toBe(SVG);
  });

  it('takes the content type from the extension when the object has none', async () => {
    const response = await call('/objects/uploads/no-type.png');
    expect(response.headers.get('content-type')).toBe('image/png');
  });

  it('answers 304 when the browser already has the current copy', async () => {
    const first = await call('/objects/seed/ruby-0a1b2c3d.svg');
    const etag = first.headers.get('etag') ?? '';
    const again = await call('/objects/seed/ruby-0a1b2c3d.svg', { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
  });

  it('answers 404 JSON for a missing key', async () => {
    const response = await call('/objects/uploads/nothing-here.png');
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: 'Not found', code: 'not_found' });
  });

  it.each([
    '/objects/uploads/%2e%2e/private/secret.txt',
    '/objects/uploads/..%2fprivate%2fsecret.txt',
    '/objects/seed%2f..%2fprivate%2fsecret.txt',
    '/objects/private/secret.txt',
    '/objects/uploads/.hidden',
    '/objects/uploads/a%5c..%5csecret.txt',
    '/objects/uploads/%E0%A4%A',
    '/objects/',
  ])('refuses %s, which tries to leave its folder or is malformed', async (path) => {
    const response = await call(path);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: 'Not found', code: 'not_found' });
  });

  it('forbids scripts inside a served SVG', async () => {
    const response = await call('/objects/seed/ruby-0a1b2c3d.svg');
    expect(response.headers.get('content-security-policy')).toContain('sandbox');
  });

  describe('conditional headers as RFC 9110 §13 says', () => {
    const path = '/objects/seed/ruby-0a1b2c3d.svg';
    let etag: string;
    beforeAll(async () => {
      etag = (await call(path)).headers.get('etag') ?? '';
    });

    const get = (headers: Record<string, string>) => call(path, { headers });

    it.each<{ label: string; headers: Record<string, string> }>([
      { label: 'a malformed If-None-Match', headers: { 'if-none-match': 'garbage' } },
      { label: 'If-None-Match with a malformed tag in its list', headers: { 'if-none-match': '"a", garbage' } },
      { label: 'a malformed If-Match', headers: { 'if-match': 'garbage' } },
      { label: 'a malformed If-Modified-Since', headers: { 'if-modified-since': 'not a date' } },
      { label: 'an unrelated If-None-Match tag', headers: { 'if-none-match': '"another"' } },
    ])('ignores $label: 200 with the bytes', async ({ headers }) => {
      const response = await get(headers);

      expect(response.status).toBe(200);
      expect(await response.text()).toBe(SVG);
    });

    it('answers 412 {error}, never 304, when If-Match names another tag', async () => {
      const response = await get({ 'if-match': '"bogus"' });

      expect(response.status).toBe(412);
      expect(await response.json()).toMatchObject({ code: 'precondition_failed' });
    });

    it('answers 412 for a weak If-Match tag even when its value is the current one (strong comparison)', async () => {
      expect((await get({ 'if-match': `W/${etag}` })).status).toBe(412);
    });

    it.each([
      { label: '*', value: () => '*' },
      { label: 'a list holding the current tag', value: () => `"x", ${etag}` },
    ])('answers 200 for If-Match $label, which holds', async ({ value }) => {
      expect((await get({ 'if-match': value() })).status).toBe(200);
    });

    it.each([
      { label: '*', value: () => '*' },
      { label: 'the current tag', value: () => etag },
      { label: 'the current tag marked weak (weak comparison)', value: () => `W/${etag}` },
      { label: 'a list holding the current tag', value: () => `"old", ${etag}` },
    ])('answers 304 with no body for If-None-Match $label', async ({ value }) => {
      const response = await get({ 'if-none-match': value() });

      expect(response.status).toBe(304);
      expect(response.headers.get('etag')).toBe(etag);
      expect(await response.text()).toBe('');
    });

    it('answers 412 when If-Match fails, even if If-None-Match would give 304', async () => {
      expect((await get({ 'if-match': '"bogus"', 'if-none-match': etag })).status).toBe(412);
    });

    it('answers 304 for If-Modified-Since after the upload, 200 before it; If-None-Match wins over it', async () => {
      const later = new Date(Date.now() + 60_000).toUTCString();
      const earlier = new Date(0).toUTCString();

      expect((await get({ 'if-modified-since': later })).status).toBe(304);
      expect((await get({ 'if-modified-since': earlier })).status).toBe(200);
      expect((await get({ 'if-modified-since': later, 'if-none-match': '"another"' })).status).toBe(200);
    });

    it('answers 412 for If-Unmodified-Since before the upload', async () => {
      expect((await get({ 'if-unmodified-since': new Date(0).toUTCString() })).status).toBe(412);
    });
  });
});

/** A read through the whole Worker that returns once what it does after answering (keeping the object) is done. */
async function readAndKeep(path: string, headers: Record<string, string> = {}): Promise<Response> {
  const context = createExecutionContext();
  const response = await app.fetch(new Request(`http://shop.test${path}`, { headers }), env, context);
  const body = await response.arrayBuffer();
  await waitOnExecutionContext(context);
  return new Response(body, response);
}

const TEXT = 'abcdefghijklmnopqrstuvwxyz';

describe('objects from the edge (the Cache API) after their first read', () => {
  it('serves the second read from the cache: the object is gone from R2, and the bytes still come', async () => {
    await env.BUCKET.put('uploads/kept-once.png', TEXT);
    expect(await (await readAndKeep('/objects/uploads/kept-once.png')).text()).toBe(TEXT);
    await env.BUCKET.delete('uploads/kept-once.png');

    const again = await readAndKeep('/objects/uploads/kept-once.png');
    expect(again.status).toBe(200);
    expect(await again.text()).toBe(TEXT);
    expect(again.headers.get('content-security-policy')).toContain('sandbox');
  });

  it('keeps each width variant under its own address, apart from the original', async () => {
    await env.BUCKET.put('uploads/two-sizes.png', 'original');
    await env.BUCKET.put('uploads/two-sizes.png/w320.webp', 'variant', { httpMetadata: { contentType: 'image/webp' } });
    expect(await (await readAndKeep('/objects/uploads/two-sizes.png?w=320')).text()).toBe('variant');
    expect(await (await readAndKeep('/objects/uploads/two-sizes.png')).text()).toBe('original');
    await env.BUCKET.delete(['uploads/two-sizes.png', 'uploads/two-sizes.png/w320.webp']);
    expect(await (await readAndKeep('/objects/uploads/two-sizes.png?w=320')).text()).toBe('variant');
    expect(await (await readAndKeep('/objects/uploads/two-sizes.png')).text()).toBe('original');
  });

  it.each([
    { label: 'R2 (the first read)', first: false },
    { label: 'the cache', first: true },
  ])('answers a Range with 206, the part asked for and its Content-Range, from $label', async ({ first }) => {
    const key = `uploads/ranged-${first ? 'kept' : 'new'}.png`;
    await env.BUCKET.put(key, TEXT);
    if (first) await readAndKeep(`/objects/${key}`);

    const part = await readAndKeep(`/objects/${key}`, { range: 'bytes=2-5' });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 2-5/${TEXT.length}`);
    expect(await part.text()).toBe('cdef');

    const tail = await readAndKeep(`/objects/${key}`, { range: 'bytes=-3' });
    expect(tail.status).toBe(206);
    expect(tail.headers.get('content-range')).toBe(`bytes 23-25/${TEXT.length}`);
    expect(await tail.text()).toBe('xyz');
  });

  it('answers 304 from the cache for the ETag or the date it gave, with no body', async () => {
    await env.BUCKET.put('uploads/revalidated.png', TEXT);
    const first = await readAndKeep('/objects/uploads/revalidated.png');
    await env.BUCKET.delete('uploads/revalidated.png');

    const byTag = await readAndKeep('/objects/uploads/revalidated.png', { 'if-none-match': first.headers.get('etag') ?? '' });
    const byDate = await readAndKeep('/objects/uploads/revalidated.png', { 'if-modified-since': first.headers.get('last-modified') ?? '' });
    expect([byTag.status, byDate.status]).toEqual([304, 304]);
    expect(await byTag.text()).toBe('');
  });
});
