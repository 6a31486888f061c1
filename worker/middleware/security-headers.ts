import { createMiddleware } from 'hono/factory';
import { secureHeaders } from 'hono/secure-headers';
import type { Bindings } from '#worker/env.ts';
import { stripeSettings } from '#worker/services/payments/active-provider.ts';
import { r2Credentials } from '#worker/services/uploads/r2-presign.ts';
import { oncePerEnv } from '#worker/lib/once-per-env.ts';
import { API_POLICY, type SecurityPolicy } from './api-security-policy.ts';

/**
 * What Stripe.js and its Payment Element need (https://docs.stripe.com/security/guide#content-security-policy),
 * granted only when Stripe takes the cards, and only to the shop's pages, where the checkout opens: never
 * to the API, the images or the staff area.
 */
const STRIPE_SOURCES = {
  script: ['https://js.stripe.com', 'https://*.js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
};

const isApi = (path: string) => path.startsWith('/api/');

/** A shop page, where the checkout opens: not the API, the images or the staff area. */
const isShopPage = (path: string) => !isApi(path) && !path.startsWith('/objects/') && !path.startsWith('/admin');

/** Everything the headers depend on but the path: the env's secrets and vars. */
type Env = Partial<Bindings>;

const withStripe = (stripe: boolean, sources: string, granted: string[]) => (stripe ? [sources, ...granted].join(' ') : sources);

/**
 * Where the page may send requests: ourselves, and with R2's S3 credentials set also the account's R2
 * endpoint, which the browser PUTs presigned uploads to (docs/design.md §9). One value, so the header reads
 * `connect-src 'self'` exactly when there is no R2 endpoint.
 */
function connectSources(env: Env, stripe: boolean): string {
  const credentials = r2Credentials(env);
  return withStripe(
    stripe,
    credentials ? `'self' https://${credentials.accountId}.r2.cloudflarestorage.com` : "'self'",
    STRIPE_SOURCES.connect,
  );
}

/**
 * Scripts: our own files only. Under `npm run dev` (vite.config.ts) Vite's inline dev scripts carry
 * DEV_SCRIPT_NONCE, which is allowed too; in production that var does not exist.
 */
function scriptSources(env: Env, stripe: boolean): string {
  const nonce = env.DEV_SCRIPT_NONCE;
  return withStripe(stripe, nonce ? `'self' 'nonce-${nonce}'` : "'self'", STRIPE_SOURCES.script);
}

/**
 * Answers whose routes set a stricter header of their own, which the security headers keep: the objects' CSP
 * (routes/objects.ts) and a private receipt's Referrer-Policy (middleware/private-receipt.ts).
 */
const setsItsOwn = (path: string) => path.startsWith('/objects/') || path.startsWith('/receipts/') || path.startsWith('/api/receipts/');

/** The headers for one env, on a shop page (`stripe` when Stripe takes the cards) or elsewhere. */
function policyFor(env: Env, stripe: boolean): SecurityPolicy {
  return {
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: [scriptSources(env, stripe)],
      // Mantine sets inline style attributes for its style props.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: [connectSources(env, stripe)],
      // Frames: none but our own, unless Stripe's card form is in use.
      frameSrc: [withStripe(stripe, "'self'", STRIPE_SOURCES.frame)],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    referrerPolicy: 'strict-origin-when-cross-origin',
    xFrameOptions: 'DENY',
    permissionsPolicy: { camera: [], microphone: [], geolocation: [] },
    // Nothing of the shop's sets X-Powered-By: deleting it from every answer was work for nothing.
    removePoweredBy: false,
  };
}

/**
 * A policy's middleware twice: one that keeps a header a route set (where one may), and one that sets each header
 * without asking first, as asking for each of them was a twelfth of a small answer's work.
 */
const handlersOf = (policy: SecurityPolicy) => ({
  own: secureHeaders({ ...policy, overwrite: false }),
  ours: secureHeaders({ ...policy, overwrite: true }),
});

/**
 * Each env's two sets of headers, worked out on its first request: an isolate's env is one object for all its
 * requests, and building the policy from it for every request was a tenth of the cost of a small one.
 */
const headersOf = oncePerEnv((env: Env) => ({
  shopPage: handlersOf(policyFor(env, stripeSettings(env) !== null)),
  elsewhere: handlersOf(policyFor(env, false)),
}));

/** The API's headers depend on nothing of the env. */
const apiHeaders = handlersOf(API_POLICY);

function headersFor(env: Env, path: string) {
  if (isApi(path)) return apiHeaders;
  const { shopPage, elsewhere } = headersOf(env);
  return isShopPage(path) ? shopPage : elsewhere;
}

/** Sent on every answer: the API's own set, and a page's on the pages, the objects and the staff area. */
export const securityHeaders = createMiddleware<{ Bindings: Env }>((c, next) => {
  const path = c.req.path;
  const headers = headersFor(c.env ?? {}, path);
  return (setsItsOwn(path) ? headers.own : headers.ours)(c, next);
});
