import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
const ISSUER = 'Gemstone Gallery';

/** RFC 4648 base32 without padding, as authenticator apps take a secret. */
export function encodeBase32(bytes) {
  let bits = 0;
  let buffer = 0;
  let text = '';
  for (const byte of bytes) {
    buffer = (buffer << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      bits -= 5;
      text += BASE32[(buffer >>> bits) & 31];
    }
  }
  if (bits > 0) text += BASE32[(buffer << (5 - bits)) & 31];
  return text;
}

/** 160 random bits, the key length RFC 4226 recommends for HMAC-SHA-1. */
export const newTotpSecret = () => encodeBase32(randomBytes(20));

/** The otpauth URI authenticator apps read (Key Uri Format): 6 digits, SHA-1, 30-second steps, as the Worker checks. */
export function otpauthUri(secret, username) {
  const label = encodeURIComponent(`${ISSUER}:${username}`);
  const query = new URLSearchParams({ secret, issuer: ISSUER, algorithm: 'SHA1', digits: '6', period: '30' });
  return `otpauth://totp/${label}?${query.toString().replaceAll('+', '%20')}`;
}

/** The staff username: ADMIN_USERNAME from the environment, else from .dev.vars, else 'admin'. */
export function staffUsername(environment = process.env, devVarsPath = '.dev.vars') {
  if (environment.ADMIN_USERNAME) return environment.ADMIN_USERNAME;
  if (existsSync(devVarsPath)) {
    const line = readFileSync(devVarsPath, 'utf8')
      .split('\n')
      .find((entry) => entry.startsWith('ADMIN_USERNAME='));
    const value = line?.slice('ADMIN_USERNAME='.length).trim();
    if (value) return value.startsWith('"') ? JSON.parse(value) : value;
  }
  return 'admin';
}
