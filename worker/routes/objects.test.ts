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
});
