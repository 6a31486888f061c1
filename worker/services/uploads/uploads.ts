/**
 * docs/design.md §9: short-lived signed upload URLs. By default the URL points at the Worker itself
 * (PUT /api/objects/put/<key>?expires&max&sig, HMAC-SHA256 with UPLOAD_SIGNING_SECRET); with R2's S3
 * credentials it is an R2 presigned PUT. Either way the image is then served at /objects/<key>.
 */
import {
  IMAGE_URL_MESSAGE,
  UPLOAD_CEILING_BYTES,
  UPLOAD_TYPES,
  UPLOAD_MAX_BYTES,
  UPLOAD_URL_TTL_SECONDS,
  type UploadType,
  type UploadPurpose,
  type UploadTarget,
} from '#schema/uploads-api.ts';
import type { Bindings } from '#worker/env.ts';
import { fromHex, toHex } from '#worker/services/encoding.ts';
import { objectKeyFromPath } from '#worker/services/objects/object-keys.ts';
import { presignedR2Key, presignR2Put, r2Credentials } from './r2-presign.ts';
import { fail, succeed, type Result } from '#worker/services/result.ts';

/** What a signature vouches for: which key may be written, until when (unix seconds), and how many bytes at most. */
export type UploadGrant = { key: string; expires: number; max: number };

export const UPLOAD_PUT_PREFIX = '/api/objects/put/';
const UPLOADS_FOLDER = 'uploads/';

const encoder = new TextEncoder();

/** The exact text the HMAC covers. */
const signedText = ({ key, expires, max }: UploadGrant): string => `PUT\n${key}\n${expires}\n${max}`;

async function hmacKey(secret: string, usage: 'sign' | 'verify'): Promise<CryptoKey> {
  // An empty secret would make every signature guessable: refuse to run rather than sign with it.
  if (!secret) throw new Error('UPLOAD_SIGNING_SECRET is not set');
  return crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [usage]);
}

/** Hex HMAC-SHA256 of signedText(grant). */
export async function sign(secret: string, grant: UploadGrant): Promise<string> {
  const signature = await crypto.subtle.sign('HMAC', await hmacKey(secret, 'sign'), encoder.encode(signedText(grant)));
  return toHex(signature);
}

/** True when `signature` is the hex HMAC of this grant. WebCrypto's HMAC verify compares in constant time. */
export async function verify(secret: string, grant: UploadGrant, signature: string): Promise<boolean> {
  const bytes = signature.length === 64 ? fromHex(signature) : null;
  if (!bytes) return false;
  return crypto.subtle.verify('HMAC', await hmacKey(secret, 'verify'), bytes, encoder.encode(signedText(grant)));
}

/** Plain decimal digits, no sign, no leading zero: a changed number is always a changed text. */
function parseCount(text: string | undefined): number | null {
  return text !== undefined && /^(?:0|[1-9]\d{0,14})$/.test(text) ? Number(text) : null;
}

/**
 * Checks a PUT to the Worker's upload URL: a key inside uploads/, an unexpired and unaltered signature,
 * a size cap no larger than the ceiling. `key` is null when the path did not name a safe key.
 */
export async function authorizeUpload(
  secret: string,
  key: string | null,
  query: { expires?: string; max?: string; sig?: string },
  now = Date.now(),
): Promise<Result<UploadGrant>> {
  if (!key?.startsWith(UPLOADS_FOLDER)) return fail('upload_url_invalid', 'Uploads may only be written inside uploads/');
  const expires = parseCount(query.expires);
  const max = parseCount(query.max);
  if (expires === null || max === null || !query.sig) return fail('upload_url_invalid', 'The upload URL is not signed');
  const grant = { key, expires, max };
  if (!(await verify(secret, grant, query.sig))) return fail('upload_url_invalid', 'The upload URL signature is not valid');
  if (expires * 1000 <= now) return fail('upload_url_expired', 'The upload URL has expired; ask for a new one');
  if (max > UPLOAD_CEILING_BYTES) return fail('upload_url_invalid', 'The upload URL allows more than any upload may be');
  return succeed(grant);
}

/** A new, unguessable key in uploads/, with the extension its content type implies (none when unknown). */
function newUploadKey(contentType?: UploadType): string {
  const extension = contentType ? `.${UPLOAD_TYPES[contentType]}` : '';
  return `${UPLOADS_FOLDER}${crypto.randomUUID()}${extension}`;
}

/** The address the client saves and /objects/* serves: the product docs' /objects/uploads/<file>. */
export const objectPathFor = (key: string): string => `/objects/${key}`;

/** The Worker's own signed PUT URL for a grant. */
async function workerUploadUrl(origin: string, secret: string, grant: UploadGrant): Promise<string> {
  const query = new URLSearchParams({ expires: String(grant.expires), max: String(grant.max), sig: await sign(secret, grant) });
  return `${origin}${UPLOAD_PUT_PREFIX}${grant.key}?${query.toString()}`;
}

type UploadRequest = { contentType?: UploadType; purpose: UploadPurpose };

/** A fresh upload target, valid UPLOAD_URL_TTL_SECONDS: R2 presigned when R2 credentials are set, else the Worker's. */
export async function createUploadTarget(
  env: Pick<Bindings, 'UPLOAD_SIGNING_SECRET'> & Partial<Bindings>,
  origin: string,
  request: UploadRequest,
  now = Date.now(),
): Promise<UploadTarget> {
  const key = newUploadKey(request.contentType);
  const credentials = r2Credentials(env);
  if (credentials) return { uploadURL: await presignR2Put(credentials, key), objectPath: objectPathFor(key) };
  const grant = { key, expires: Math.floor(now / 1000) + UPLOAD_URL_TTL_SECONDS, max: UPLOAD_MAX_BYTES[request.purpose] };
  return { uploadURL: await workerUploadUrl(origin, env.UPLOAD_SIGNING_SECRET, grant), objectPath: objectPathFor(key) };
}

/** The key of a Worker upload URL this secret signed for `origin`, expired or not; else null. */
async function workerSignedKey(secret: string, origin: string, url: URL): Promise<string | null> {
  if (url.origin !== origin) return null;
  const key = objectKeyFromPath(url.pathname, UPLOAD_PUT_PREFIX);
  // Checked as if at the epoch: an address that expired still names the upload it was for.
  const grant = await authorizeUpload(secret, key, Object.fromEntries(url.searchParams), 0);
  return grant.ok ? grant.value.key : null;
}

/** The uploads/ key of an uploadURL that createUploadTarget made (the Worker's own or R2's); else null. */
async function uploadUrlKey(env: Pick<Bindings, 'UPLOAD_SIGNING_SECRET'> & Partial<Bindings>, origin: string, uploadUrl: string) {
  const url = new URL(uploadUrl);
  const credentials = r2Credentials(env);
  const key = (await workerSignedKey(env.UPLOAD_SIGNING_SECRET, origin, url)) ?? (credentials && (await presignedR2Key(credentials, url)));
  return key?.startsWith(UPLOADS_FOLDER) ? key : null;
}

/**
 * docs/product.md §7: a body whose imageUrl is the uploadURL of an upload gets that upload's own address,
 * /objects/uploads/<file>, in its place; any other absolute address is refused. Whether the upload exists is
 * for the service that saves it to check.
 */
export async function withOwnImageUrl<Body extends { imageUrl?: string }>(
  env: Pick<Bindings, 'UPLOAD_SIGNING_SECRET'> & Partial<Bindings>,
  origin: string,
  body: Body,
): Promise<Result<Body>> {
  if (body.imageUrl === undefined || body.imageUrl.startsWith('/')) return succeed(body);
  const key = await uploadUrlKey(env, origin, body.imageUrl);
  return key ? succeed({ ...body, imageUrl: objectPathFor(key) }) : fail('invalid_input', `imageUrl: ${IMAGE_URL_MESSAGE}`);
}
