import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import type { ProductPage } from '#schema/products-api.ts';
import { apiGet } from './lib/api.ts';
import { baseURL } from './lib/browser.ts';

/**
 * Header values as bytes, written as Latin-1 so each character is one byte on the wire: what the fuzz test
 * (worker/fuzz) cannot send in-process, where `Headers` takes only text. Invalid and valid UTF-8, Latin-1, every
 * byte above 0x7f, a byte-order mark and a lone quote.
 */
const BYTE_VALUES = [
  Buffer.from('é💎ü', 'utf8'),
  Buffer.from([0xc3]),
  Buffer.from([0xc0, 0xaf, 0xed, 0xa0, 0x80]),
  Buffer.from([0xef, 0xbb, 0xbf, 0x22]),
  Buffer.from(Array.from({ length: 128 }, (_, index) => 0x80 + index)),
  Buffer.from('W/"é"', 'latin1'),
].map((bytes) => bytes.toString('latin1'));

/** `also`: headers the route needs before it reads `header`. */
type Probe = { method: string; path: string; header: string; prefix?: string; body?: string; also?: Record<string, string> };

/** Each header the Worker reads, on a route that reads it. */
const probes = (imagePath: string): Probe[] => [
  { method: 'GET', path: imagePath, header: 'if-none-match' },
  { method: 'GET', path: imagePath, header: 'if-modified-since' },
  { method: 'GET', path: imagePath, header: 'range', prefix: 'bytes=' },
  { method: 'GET', path: '/api/cart', header: 'x-session-id' },
  { method: 'POST', path: '/api/cart', header: 'x-session-id', body: '{"productId":1,"quantity":1}' },
  { method: 'GET', path: '/', header: 'cookie', prefix: 'lang=' },
  { method: 'GET', path: '/gallery', header: 'accept-language' },
  { method: 'GET', path: '/products/1', header: 'cookie', prefix: 'currency=' },
  { method: 'POST', path: '/api/orders', header: 'idempotency-key', body: '{}', also: { 'x-session-id': crypto.randomUUID() } },
  { method: 'POST', path: '/api/admin/login', header: 'origin', body: '{"username":"a","password":"b"}' },
  { method: 'GET', path: '/api/admin/orders', header: 'cookie', prefix: 'admin_session=' },
];

/** One request over HTTP with the header's value sent as raw bytes; its status, content type and body. */
function send({ method, path, header, prefix = '', body, also = {} }: Probe, value: string) {
  const { hostname, port } = new URL(baseURL());
  return new Promise<{ status: number; type: string; text: string }>((resolve, reject) => {
    const outgoing = request(
      { hostname, port, method, path, headers: { 'content-type': 'application/json', ...also, [header]: `${prefix}${value}` } },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () =>
          resolve({
            status: answer.statusCode ?? 0,
            type: answer.headers['content-type'] ?? '',
            text: Buffer.concat(chunks).toString('utf8'),
          }),
        );
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

describe('header values of any bytes, over HTTP to the served Worker', () => {
  it('never cost a 5xx, and every /api refusal is the JSON error shape', async () => {
    const {
      items: [product],
    } = await apiGet<ProductPage>('/api/products');
    const imagePath = new URL(product!.imageUrl, baseURL()).pathname;
    const results = [];
    for (const probe of probes(imagePath)) {
      for (const value of BYTE_VALUES)
        results.push({ probe: `${probe.method} ${probe.path} ${probe.header}`, ...(await send(probe, value)) });
    }
    expect(results.filter((result) => result.status >= 500)).toEqual([]);
    const apiRefusals = results.filter((result) => result.status >= 400 && result.probe.includes(' /api/'));
    for (const refusal of apiRefusals) {
      expect({ probe: refusal.probe, type: refusal.type }).toEqual({
        probe: refusal.probe,
        type: expect.stringContaining('application/json'),
      });
      expect(JSON.parse(refusal.text)).toMatchObject({ error: expect.any(String) });
    }
    // The probes reached the handlers: some were refused for their header, others answered as usual.
    expect(results.some((result) => result.status < 300)).toBe(true);
    expect(apiRefusals.length).toBeGreaterThan(0);
  });
});
