import { pbkdf2Sync, randomBytes } from 'node:crypto';
import { appendFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { parseEnv } from 'node:util';

/** Workers cap PBKDF2 at 100,000 iterations; the Worker reads the count from the hash. */
const ITERATIONS = 100_000;

export function hashPassword(password) {
  const salt = randomBytes(16);
  const hash = pbkdf2Sync(password, salt, ITERATIONS, 32, 'sha256');
  return `pbkdf2-sha256$${ITERATIONS}$${salt.toString('base64')}$${hash.toString('base64')}`;
}

/**
 * The KEY=VALUE lines of a .dev.vars file, read by Node's own dotenv parser: the one reader of the file for
 * `npm start`, the e2e tests, the bench and `npm run totp:setup`. No `$` expansion (wrangler's dotenv reading
 * expands `$name`, which breaks the `$`-separated password hash), so the Worker gets the values exactly as written.
 */
export const readDevVars = (path) => parseEnv(readFileSync(path, 'utf8'));

/** A value as a .dev.vars line writes it so that readDevVars gives it back exactly: inside a quote it does not hold. */
function quoted(value) {
  const quote = ["'", '`'].find((mark) => !value.includes(mark));
  if (!quote || /[\r\n]/.test(value)) throw new Error(`A .dev.vars value cannot hold both ' and \` or a line break: ${value}`);
  return `${quote}${value}${quote}`;
}

const DEMO_PAYMENT_LINES = [
  '# Every payment simulated, and every page says so (README, "Payments"): remove this line once real providers are set.',
  "PAYMENTS_MODE='demo'",
];

const LOCAL_MAIL_LINES = [
  '# Mail through the send_email binding, which Miniflare writes to files (npm start prints where; README, "Mail").',
  'MAIL_PROVIDER="send_email"',
  'MAIL_FROM="shop@localhost.example"',
];

/**
 * Writes the local secrets file when it is absent. ADMIN_USERNAME / ADMIN_PASSWORD come from the
 * environment when set; otherwise a random password is made and printed this once. Payments are simulated
 * (PAYMENTS_MODE=demo), so a fresh checkout can be paid without any provider, and mail goes to local files.
 */
export function ensureDevVars(path = '.dev.vars', environment = process.env) {
  if (existsSync(path)) return { created: false };
  const username = environment.ADMIN_USERNAME || 'admin';
  const generated = !environment.ADMIN_PASSWORD;
  const password = environment.ADMIN_PASSWORD || randomBytes(12).toString('base64url');
  const lines = [
    '# Local secrets for npm start. Git-ignored; delete this file to make new ones.',
    `ADMIN_USERNAME=${quoted(username)}`,
    `ADMIN_PASSWORD_HASH=${quoted(hashPassword(password))}`,
    `UPLOAD_SIGNING_SECRET=${quoted(randomBytes(32).toString('base64url'))}`,
    ...DEMO_PAYMENT_LINES,
    ...LOCAL_MAIL_LINES,
    '',
  ];
  writeFileSync(path, lines.join('\n'), { mode: 0o600 });
  return { created: true, username, password: generated ? password : undefined };
}

/**
 * A .dev.vars written before payments needed an explicit demo mode has no PAYMENTS_MODE line, so its checkout would
 * offer no method at all. When it names no real provider either, the demo line is added (and true is answered);
 * a file that names a provider, or a mode, is left as the owner wrote it.
 */
export function addDemoPaymentsIfUnset(path = '.dev.vars') {
  if (!existsSync(path)) return false;
  const names = Object.keys(readDevVars(path));
  if (names.some((name) => name === 'PAYMENTS_MODE' || name.startsWith('STRIPE_') || name.startsWith('DARAJA_'))) return false;
  appendFileSync(path, `\n${DEMO_PAYMENT_LINES.join('\n')}\n`);
  return true;
}
