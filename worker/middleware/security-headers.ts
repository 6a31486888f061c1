import type { Context } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import type { Bindings } from '#worker/env.ts';
import { stripeSettings } from '#worker/services/payments/active-provider.ts';
import { r2Credentials } from '#worker/services/uploads/r2-presign.ts';

type AnyContext = Context<{ Bindings: Partial<Bindings> }>;

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

function checkoutTakesStripe(c: AnyContext): boolean {
  const path = c.req.path;
  const shopPage = !path.startsWith('/api/') && !path.startsWith('/objects/') && !path.startsWith('/admin');
  return shopPage && stripeSettings(c.env ?? {}) !== null;
}

const withStripe = (c: AnyContext, sources: string, stripe: string[]) =>
  checkoutTakesStripe(c) ? [sources, ...stripe].join(' ') : sources;

/**
 * Where the page may send requests: ourselves, and with R2's S3 credentials set also the account's R2
 * endpoint, which the browser PUTs presigned uploads to (docs/design.md §9). One value, so the header reads
 * `connect-src 'self'` exactly when there is no R2 endpoint.
 */
function connectSources(c: AnyContext): string {
  const credentials = r2Credentials(c.env ?? {});
  return withStripe(c, credentials ? `'self' https://${credentials.accountId}.r2.cloudflarestorage.com` : "'self'", STRIPE_SOURCES.connect);
}

/**
 * Scripts: our own files only. Under `npm run dev` (vite.config.ts) Vite's inline dev scripts carry
 * DEV_SCRIPT_NONCE, which is allowed too; in production that var does not exist.
 */
function scriptSources(c: AnyContext): string {
  const nonce = c.env?.DEV_SCRIPT_NONCE;
  return withStripe(c, nonce ? `'self' 'nonce-${nonce}'` : "'self'", STRIPE_SOURCES.script);
}

/** Frames: none but our own, unless Stripe's card form is in use. */
const frameSources = (c: AnyContext): string => withStripe(c, "'self'", STRIPE_SOURCES.frame);

/** Sent on every answer, API, objects and the SPA alike. */
export const securityHeaders = secureHeaders({
  contentSecurityPolicy: {
    defaultSrc: ["'self'"],
    scriptSrc: [scriptSources],
    // Mantine sets inline style attributes for its style props.
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: [connectSources],
    frameSrc: [frameSources],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  },
  referrerPolicy: 'strict-origin-when-cross-origin',
  xFrameOptions: 'DENY',
  permissionsPolicy: { camera: [], microphone: [], geolocation: [] },
  // A route that sets a stricter header of its own (objects' CSP) keeps it.
  overwrite: false,
});
