import type { Context } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import type { Bindings } from '#worker/env.ts';
import { r2Credentials } from '#worker/services/r2-presign.ts';

/**
 * Where the page may send requests: ourselves, and with R2's S3 credentials set also the account's R2
 * endpoint, which the browser PUTs presigned uploads to (docs/design.md §9). One value, so the header reads
 * `connect-src 'self'` exactly when there is no R2 endpoint.
 */
function connectSources(c: Context<{ Bindings: Partial<Bindings> }>): string {
  const credentials = r2Credentials(c.env ?? {});
  return credentials ? `'self' https://${credentials.accountId}.r2.cloudflarestorage.com` : "'self'";
}

/**
 * Scripts: our own files only. Under `npm run dev` (vite.config.ts) Vite's inline dev scripts carry
 * DEV_SCRIPT_NONCE, which is allowed too; in production that var does not exist.
 */
function scriptSources(c: Context<{ Bindings: Partial<Bindings> }>): string {
  const nonce = c.env?.DEV_SCRIPT_NONCE;
  return nonce ? `'self' 'nonce-${nonce}'` : "'self'";
}

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
