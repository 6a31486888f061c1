import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import app from '#worker/index.ts';
import { call } from '#worker/test/app.ts';
import { STRIPE_ENV } from '#worker/test/payment-providers.ts';

const R2_SECRETS = {
  R2_ACCOUNT_ID: 'fakeaccount0123',
  R2_ACCESS_KEY_ID: 'AKIAFAKEKEY',
  R2_SECRET_ACCESS_KEY: 'fake-secret-access-key',
  R2_BUCKET_NAME: 'gem-images',
};

/** The sources of one CSP directive, e.g. connectSrc(header) -> ["'self'"]. */
function directive(response: Response, name: string): string[] | undefined {
  const policy = response.headers.get('content-security-policy') ?? '';
  const found = policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([directiveName]) => directiveName === name);
  return found?.slice(1);
}

/** A page request through the Worker with these extra bindings. */
async function fetchWith(bindings: Record<string, string | undefined>, path = '/admin'): Promise<Response> {
  const ctx = createExecutionContext();
  const response = await app.fetch(new Request(`http://shop.test${path}`), { ...env, ...bindings }, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

describe('connect-src lets the browser reach R2 only when presigned uploads go there (docs/design.md §9)', () => {
  it.each(['/', '/admin'])("is exactly 'self' on %s without the R2 secrets", async (path) => {
    const response = await call(path);
    expect(directive(response, 'connect-src')).toEqual(["'self'"]);
  });

  it.each(['/', '/admin'])('adds https://<account>.r2.cloudflarestorage.com on %s with all four R2 secrets', async (path) => {
    const response = await fetchWith(R2_SECRETS, path);
    expect(directive(response, 'connect-src')).toEqual(["'self'", 'https://fakeaccount0123.r2.cloudflarestorage.com']);
  });

  it.each(Object.keys(R2_SECRETS))("stays 'self' when %s is missing (uploads then go through the Worker)", async (missing) => {
    const response = await fetchWith({ ...R2_SECRETS, [missing]: undefined });
    expect(directive(response, 'connect-src')).toEqual(["'self'"]);
  });

  it('leaves the other directives as they are', async () => {
    const [plain, withR2] = [await call('/admin'), await fetchWith(R2_SECRETS)];
    const others = (response: Response) =>
      (response.headers.get('content-security-policy') ?? '').split(';').filter((part) => !part.trim().startsWith('connect-src'));
    expect(others(withR2)).toEqual(others(plain));
    expect(directive(withR2, 'default-src')).toEqual(["'self'"]);
  });
});

describe('Stripe.js is allowed exactly where its card form can open', () => {
  it.each(['/', '/gallery'])('adds Stripe to script-src, frame-src and connect-src on %s when Stripe takes the cards', async (path) => {
    const response = await fetchWith(STRIPE_ENV, path);
    expect(directive(response, 'script-src')).toEqual(["'self'", 'https://js.stripe.com', 'https://*.js.stripe.com']);
    expect(directive(response, 'frame-src')).toEqual([
      "'self'",
      'https://js.stripe.com',
      'https://*.js.stripe.com',
      'https://hooks.stripe.com',
    ]);
    expect(directive(response, 'connect-src')).toEqual(["'self'", 'https://api.stripe.com']);
  });

  it.each(['/api/products', '/admin', '/objects/seed/missing.svg'])('adds nothing of Stripe on %s', async (path) => {
    const policy = (await fetchWith(STRIPE_ENV, path)).headers.get('content-security-policy') ?? '';
    expect(policy).not.toContain('stripe');
  });

  it('adds nothing of Stripe with the simulated provider', async () => {
    const policy = (await call('/')).headers.get('content-security-policy') ?? '';
    expect(policy).not.toContain('stripe');
    expect(directive(await call('/'), 'frame-src')).toEqual(["'self'"]);
  });
});

describe("an API answer's policy loads nothing, whatever the env allows the pages", () => {
  it.each(['/api/products', '/api/no-such-endpoint'])('is the same on %s with R2, Stripe and a dev nonce', async (path) => {
    const response = await fetchWith({ ...R2_SECRETS, ...STRIPE_ENV, DEV_SCRIPT_NONCE: 'n0nce' }, path);
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
  });
});

describe('the policy is worked out once per env, as an isolate has one env for all its requests', () => {
  it('reads the settings it depends on at the first request only, and answers the same policy after', async () => {
    let nonceReads = 0;
    const watched = new Proxy(
      { ...env, ...R2_SECRETS, DEV_SCRIPT_NONCE: 'n0nce' },
      {
        get(target, property, receiver) {
          if (property === 'DEV_SCRIPT_NONCE') nonceReads += 1;
          return Reflect.get(target, property, receiver);
        },
      },
    );
    const policies = new Set<string | null>();
    for (let request = 0; request < 4; request += 1) {
      const ctx = createExecutionContext();
      const response = await app.fetch(new Request('http://shop.test/admin'), watched, ctx);
      await waitOnExecutionContext(ctx);
      policies.add(response.headers.get('content-security-policy'));
    }
    expect([...policies]).toEqual([expect.stringContaining("script-src 'self' 'nonce-n0nce'; ")]);
    expect([...policies][0]).toContain('https://fakeaccount0123.r2.cloudflarestorage.com');
    // Both of the env's policies (a shop page's and the rest's) are built at the first request; none reads it again.
    expect(nonceReads).toBe(2);
  });
});
