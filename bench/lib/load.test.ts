import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEndpoint, percentile, pooledP99 } from './load.mjs';

describe('percentile', () => {
  it('takes the nearest rank', () => {
    const hundred = Array.from({ length: 100 }, (_, index) => index + 1);
    expect(percentile(hundred, 0.99)).toBe(99);
    expect(percentile(hundred, 0.5)).toBe(50);
    expect(percentile([7], 0.99)).toBe(7);
    expect(percentile([], 0.99)).toBeNaN();
  });
});

describe('pooledP99', () => {
  /** A server whose every 40th answer waits 25 ms: a tail for the p99 to find. */
  let server: Server;
  let baseURL: string;
  beforeAll(async () => {
    let answered = 0;
    server = createServer((_request, response) => {
      answered += 1;
      setTimeout(() => response.end('{}'), answered % 40 === 0 ? 25 : 0);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it("reads a run's answers as autocannon does, and several runs' answers together", async () => {
    const settings = { connections: 4, warmupSeconds: 0, seconds: 1 };
    const first = await loadEndpoint(baseURL, { path: '/' }, settings);
    const second = await loadEndpoint(baseURL, { path: '/' }, settings);
    // autocannon's own p99 is whole milliseconds.
    for (const run of [first, second]) expect(Math.abs(pooledP99([run]) - run.latencyMs.p99)).toBeLessThanOrEqual(1);
    const both = pooledP99([first, second]);
    expect(both).toBeGreaterThanOrEqual(Math.min(pooledP99([first]), pooledP99([second])));
    expect(both).toBeLessThanOrEqual(Math.max(pooledP99([first]), pooledP99([second])));
    expect(() => pooledP99([{ ...first }])).toThrow(/not a copy/);
  });
});
