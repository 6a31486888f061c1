import { textsEqual } from '#worker/services/auth/password.ts';
import { toHex } from '#worker/services/encoding.ts';

/** Stripe's own default: an event signed more than five minutes from now is refused, so a captured one cannot be replayed later. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

export type SignatureCheck = 'valid' | 'invalid' | 'stale';

const encoder = new TextEncoder();

/**
 * Checks a `Stripe-Signature` header (`t=<unix seconds>,v1=<hex>[,v1=...]`): one v1 must be the HMAC-SHA256,
 * keyed by the endpoint's signing secret, of `<t>.<raw body>`, and `t` within the tolerance of `nowMs`.
 */
export async function checkStripeSignature(
  header: string | undefined,
  rawBody: string,
  secret: string,
  nowMs: number,
): Promise<SignatureCheck> {
  const parts = (header ?? '').split(',').map((part) => part.trim().split('='));
  const timestamp = parts.find(([key]) => key === 't')?.[1];
  const signatures = parts.filter(([key, value]) => key === 'v1' && value).map(([, value]) => value!);
  if (!timestamp || !/^\d+$/.test(timestamp) || signatures.length === 0) return 'invalid';
  const expected = await hmacHex(secret, `${timestamp}.${rawBody}`);
  let matched = false;
  // Every candidate is compared, so the time taken does not tell which one matched.
  for (const signature of signatures) if (await textsEqual(signature, expected)) matched = true;
  if (!matched) return 'invalid';
  return Math.abs(nowMs / 1000 - Number(timestamp)) > SIGNATURE_TOLERANCE_SECONDS ? 'stale' : 'valid';
}

export async function hmacHex(secret: string, message: string): Promise<string> {
  const key = await crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  return toHex(await crypto.subtle.sign('HMAC', key, encoder.encode(message)));
}
