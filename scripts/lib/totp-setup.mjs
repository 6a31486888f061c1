import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { renderUnicodeCompact } from 'uqr';
import { readDevVars } from './dev-vars.mjs';

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
  return (existsSync(devVarsPath) && readDevVars(devVarsPath).ADMIN_USERNAME) || 'admin';
}

/**
 * `text` as a QR code (uqr, level M) for a terminal: two module rows per line of half blocks, light modules
 * drawn as white on black, with colours pinned so a dark and a light theme both show it the right way round,
 * inside the four-module quiet zone scanners need.
 */
export const qrForTerminal = (text) =>
  renderUnicodeCompact(text, { ecc: 'M', border: 4 })
    .split('\n')
    .map((line) => `\u001b[40;97m${line}\u001b[0m`)
    .join('\n');
