import { log } from '#worker/lib/log.ts';
/** Stored as `pbkdf2-sha256$<iterations>$<salt base64>$<hash base64>` (scripts/lib/dev-vars.mjs writes it). */
const PREFIX = 'pbkdf2-sha256';
/** The Workers runtime refuses PBKDF2 above 100,000 iterations. */
const MAX_ITERATIONS = 100_000;

const encoder = new TextEncoder();

function fromBase64(text: string): Uint8Array {
  const binary = atob(text);
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

async function pbkdf2(password: string, salt: Uint8Array, iterations: number, bits: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey('raw', encoder.encode(password), 'PBKDF2', false, ['deriveBits']);
  const derived = await crypto.subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt, iterations }, key, bits);
  return new Uint8Array(derived);
}

/** Equal-length comparison whose time does not depend on where the bytes differ. */
function timingSafeEqual(a: Uint8Array, b: Uint8Array): boolean {
  if (a.byteLength !== b.byteLength) return false;
  return crypto.subtle.timingSafeEqual(a, b);
}

/** SHA-256 of both sides first, so texts of different lengths compare in constant time too. */
export async function textsEqual(a: string, b: string): Promise<boolean> {
  const [left, right] = await Promise.all([sha256(a), sha256(b)]);
  return timingSafeEqual(left, right);
}

export async function sha256(text: string): Promise<Uint8Array> {
  return new Uint8Array(await crypto.subtle.digest('SHA-256', encoder.encode(text)));
}

/** False for a wrong password and for a malformed stored hash (which is also logged). */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [prefix, iterationsText, saltText, hashText] = stored.split('$');
  const iterations = Number(iterationsText);
  if (prefix !== PREFIX || !saltText || !hashText || !Number.isInteger(iterations) || iterations < 1 || iterations > MAX_ITERATIONS) {
    log.error('config.password_hash_invalid', { message: 'a stored password hash is not a pbkdf2-sha256 hash this Worker can check' });
    return false;
  }
  try {
    const expected = fromBase64(hashText);
    const actual = await pbkdf2(password, fromBase64(saltText), iterations, expected.byteLength * 8);
    return timingSafeEqual(actual, expected);
  } catch (error) {
    log.error('config.password_hash_invalid', { message: 'a stored password hash could not be read', error });
    return false;
  }
}

const toBase64 = (bytes: Uint8Array): string => btoa(String.fromCharCode(...bytes));

/** A new password's stored form: a random salt and the most iterations the Workers runtime allows. */
export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(16));
  const hash = await pbkdf2(password, salt, MAX_ITERATIONS, 256);
  return `${PREFIX}$${MAX_ITERATIONS}$${toBase64(salt)}$${toBase64(hash)}`;
}
