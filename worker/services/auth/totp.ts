/**
 * The staff sign-in's second factor: time-based one-time passwords (RFC 6238) as authenticator apps make
 * them: HMAC-SHA-1, 6 digits, 30-second steps, the step before and after accepted for clock drift, and a
 * step once used never accepted again. Each staff member has their own secret, base32 (staff_members.totp_secret),
 * set up in the admin area's Account page or when accepting an invite.
 */
import { eq, sql } from 'drizzle-orm';
import { staffTotpSteps } from '#schema/tables.ts';
import type { Database } from '#worker/env.ts';
import { log } from '#worker/lib/log.ts';

export const TOTP_STEP_SECONDS = 30;
const DIGITS = 6;
const DRIFT_STEPS = 1;
const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** RFC 4648 base32, case, spaces and padding ignored; null when the text is not base32. */
export function decodeBase32(text: string): Uint8Array | null {
  const clean = text.replace(/[\s=]/g, '').toUpperCase();
  if (clean === '' || /[^A-Z2-7]/.test(clean)) return null;
  const bytes: number[] = [];
  let buffer = 0;
  let bits = 0;
  for (const char of clean) {
    buffer = (buffer << 5) | BASE32.indexOf(char);
    bits += 5;
    if (bits >= 8) {
      bits -= 8;
      bytes.push((buffer >>> bits) & 0xff);
    }
  }
  return new Uint8Array(bytes);
}

/** RFC 4648 base32 without padding, as authenticator apps take a secret. */
function encodeBase32(bytes: Uint8Array): string {
  let text = '';
  let buffer = 0;
  let bits = 0;
  for (const byte of bytes) {
    buffer = ((buffer << 8) | byte) & 0xffff;
    bits += 8;
    while (bits >= 5) {
      bits -= 5;
      text += BASE32[(buffer >>> bits) & 31];
    }
  }
  return bits > 0 ? text + BASE32[(buffer << (5 - bits)) & 31] : text;
}

/** A new secret: 160 random bits (RFC 4226's recommendation for HMAC-SHA-1), 32 base32 characters. */
export const newTotpSecret = (): string => encodeBase32(crypto.getRandomValues(new Uint8Array(20)));

/** Whether `code` is a current code of `secret` (the step before and after too). Setting up a secret proves it was saved. */
export async function codeMatchesSecret(secret: string, code: string, nowMs = Date.now()): Promise<boolean> {
  const key = decodeBase32(secret);
  return key !== null && (await matchingStep(key, code, nowMs)) !== null;
}

export const timeStep = (nowMs: number): number => Math.floor(nowMs / 1000 / TOTP_STEP_SECONDS);

/** The HOTP value (RFC 4226) of one counter, `digits` long. */
export async function hotp(key: Uint8Array, counter: number, digits = DIGITS): Promise<string> {
  const message = new DataView(new ArrayBuffer(8));
  message.setUint32(0, Math.floor(counter / 2 ** 32));
  message.setUint32(4, counter >>> 0);
  const hmacKey = await crypto.subtle.importKey('raw', key, { name: 'HMAC', hash: 'SHA-1' }, false, ['sign']);
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', hmacKey, message.buffer));
  const offset = mac[mac.length - 1]! & 0x0f;
  const binary = ((mac[offset]! & 0x7f) << 24) | (mac[offset + 1]! << 16) | (mac[offset + 2]! << 8) | mac[offset + 3]!;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

const encoder = new TextEncoder();

/** The time step whose code `code` is (now, or one step either side), or null. Every candidate is compared. */
export async function matchingStep(key: Uint8Array, code: string, nowMs = Date.now()): Promise<number | null> {
  const current = timeStep(nowMs);
  let matched: number | null = null;
  for (let step = current - DRIFT_STEPS; step <= current + DRIFT_STEPS; step += 1) {
    const expected = encoder.encode(await hotp(key, step));
    const given = encoder.encode(code);
    if (given.byteLength === expected.byteLength && crypto.subtle.timingSafeEqual(given, expected)) matched = step;
  }
  return matched;
}

/**
 * Marks `step` used for `username`, and says whether it was still free: only a step later than the last one
 * used is taken, in one statement, so two sign-ins with the same code cannot both succeed.
 */
export async function claimStep(db: Database, username: string, step: number): Promise<boolean> {
  const claimed = await db
    .insert(staffTotpSteps)
    .values({ username, lastStep: step })
    .onConflictDoUpdate({
      target: staffTotpSteps.username,
      set: { lastStep: step },
      setWhere: sql`${staffTotpSteps.lastStep} < ${step}`,
    })
    .returning({ lastStep: staffTotpSteps.lastStep });
  return claimed.length > 0;
}

/**
 * The key of a staff member's secret: undefined when they set up no second factor (sign-in takes a password
 * only), null when the stored secret is not base32 (their sign-ins then fail, and the log says why).
 */
export function secondFactorKey(secret: string | null | undefined): Uint8Array | null | undefined {
  if (!secret) return undefined;
  const key = decodeBase32(secret);
  if (!key)
    log.error('config.totp_secret_invalid', {
      message: 'a staff member’s TOTP secret is not base32: their sign-in is refused until it is reset',
    });
  return key;
}

/**
 * The time step of `code` when it is a current one that `username` has not used yet, else null. It only
 * reads: the step is taken by claimStep once the password has been checked too.
 */
export async function unusedStep(
  db: Database,
  username: string,
  key: Uint8Array | null | undefined,
  code: string | undefined,
  nowMs = Date.now(),
): Promise<number | null> {
  if (!key || !code) return null;
  const step = await matchingStep(key, code, nowMs);
  if (step === null) return null;
  const [used] = await db.select({ lastStep: staffTotpSteps.lastStep }).from(staffTotpSteps).where(eq(staffTotpSteps.username, username));
  return used && used.lastStep >= step ? null : step;
}
