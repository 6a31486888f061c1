import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
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
