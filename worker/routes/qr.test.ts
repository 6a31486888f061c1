import { describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '#schema/errors.ts';
import { call, callAt } from '#worker/test/app.ts';
import { decodeQrSvg } from '#worker/test/qr-pixels.ts';

describe('GET /api/qr/products/:id', () => {
  it("answers an SVG whose code reads as the stone's own page, in the language asked for, at the shop's PUBLIC_ORIGIN", async () => {
    const response = await call('/api/qr/products/12?lang=ar', { headers: { host: 'evil.example' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(decodeQrSvg(await response.text())).toBe('https://gems.example/products/12?lang=ar');
  });

  it('refuses a language the shop does not speak, or none, and an id that is not one', async () => {
    for (const path of ['/api/qr/products/12?lang=xx', '/api/qr/products/12', '/api/qr/products/012?lang=en']) {
      const response = await call(path);
      expect(response.status).toBe(400);
      expect(await response.json<ApiErrorBody>()).toMatchObject({ code: 'invalid_input' });
    }
  });

  it('draws nothing for a deployed shop without PUBLIC_ORIGIN, rather than name the Host a stranger sent', async () => {
    const response = await callAt('https://evil.example/api/qr/products/12?lang=en', undefined, { PUBLIC_ORIGIN: '' });
    expect(response.status).toBe(404);
  });
});
