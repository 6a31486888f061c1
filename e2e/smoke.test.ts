import { describe, expect, it } from 'vitest';
import { smoke } from '#scripts/lib/smoke.mjs';
import { baseURL } from './lib/browser.ts';

/**
 * `npm run smoke` against the built Worker in workerd (the e2e server, PAYMENTS_MODE=demo), so the script that checks
 * a deployed shop is proven on every change. Its --write order buys one unit of the stone with the most units.
 */
async function smokeOf(options: Parameters<typeof smoke>[1] = {}) {
  const lines: string[] = [];
  const failed = await smoke(baseURL(), { ...options, print: (line) => lines.push(line) });
  return { failed, lines };
}

describe('npm run smoke', () => {
  it('passes every read-only check and the paid order of --write against the local shop', async () => {
    const { failed, lines } = await smokeOf({ write: true });

    expect(
      lines.filter((line) => line.startsWith('✖')),
      lines.join('\n'),
    ).toEqual([]);
    expect(failed).toBe(0);
    expect(lines.join('\n')).toMatch(/✔ public pages in en, ar, zh .*4 pages × 3 languages/);
    expect(lines.join('\n')).toMatch(/✔ order placed and paid with the simulated provider, its receipt right .*paid$/m);
  });

  it('fails a shop whose pages lose a security header', async () => {
    const withoutCsp: typeof fetch = async (input, init) => {
      const response = await fetch(input, init);
      const headers = new Headers(response.headers);
      headers.delete('content-security-policy');
      return new Response(response.body, { status: response.status, headers });
    };

    const { failed, lines } = await smokeOf({ fetcher: withoutCsp });

    expect(failed).toBe(1);
    expect(lines).toContainEqual(expect.stringMatching(/^✖ public pages .*lacks the security header content-security-policy/));
  });

  it('refuses --write against a production host, before sending anything', async () => {
    const sent: string[] = [];
    const recording: typeof fetch = (input) => {
      sent.push(String(input));
      return Promise.reject(new Error('nothing may be sent'));
    };

    const { failed, lines } = await smokeOf({ write: true, productionHosts: ['127.0.0.1'], fetcher: recording });

    expect(failed).toBe(1);
    expect(sent).toEqual([]);
    expect(lines).toEqual([expect.stringContaining('refused against 127.0.0.1, a production host of wrangler.jsonc')]);
  });
});
