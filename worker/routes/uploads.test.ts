import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_CEILING_BYTES, UPLOAD_MAX_BYTES, type UploadTarget } from '#schema/uploads-api.ts';
import app from '#worker/index.ts';
import { presignR2Put, r2Credentials } from '#worker/services/uploads/r2-presign.ts';
import { createUploadTarget, sign, verify, type UploadGrant } from '#worker/services/uploads/uploads.ts';
import { call } from '#worker/test/app.ts';
import { expiredAdminCookie, FOREIGN_ORIGIN, OWN_ORIGIN } from '#worker/test/admin-session.ts';
import { adminCookie } from '#worker/test/checkout-fixtures.ts';

const SECRET = env.UPLOAD_SIGNING_SECRET;
/** The first bytes of a PNG, and then some. */
const PNG_BYTES = new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10, 0, 0, 0, 13, 73, 72, 68, 82]);
const ascii = (text: string) => new TextEncoder().encode(text);
const JPEG_BYTES = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70, 0, 1, 1, 0]);
const GIF_BYTES = ascii('GIF89a\u0001\u0000\u0001\u0000\u0000\u0000');
const WEBP_BYTES = ascii('RIFF\u0010\u0000\u0000\u0000WEBPVP8 ');
const AVIF_BYTES = Uint8Array.from([0, 0, 0, 28, ...ascii('ftypavif'), 0, 0, 0, 0]);
const nowSeconds = () => Math.floor(Date.now() / 1000);

let cookie: string;
beforeAll(async () => {
  cookie = await adminCookie();
});

type UploadCallOptions = { cookie?: string | null; origin?: string };

/** POST /api/objects/upload as the admin page sends it: the session cookie, a JSON body only when there is one. */
function requestUpload(body?: unknown, options: UploadCallOptions = {}) {
  const headers: Record<string, string> = {};
  const session = options.cookie === undefined ? cookie : options.cookie;
  if (session !== null) headers.cookie = session;
  if (options.origin) headers.origin = options.origin;
  if (body !== undefined) headers['content-type'] = 'application/json';
  return call('/api/objects/upload', { method: 'POST', headers, body: body === undefined ? undefined : JSON.stringify(body) });
}

async function uploadTarget(body?: unknown): Promise<UploadTarget> {
  const response = await requestUpload(body);
  expect(response.status).toBe(200);
  return response.json<UploadTarget>();
}

/** The pieces of a Worker upload URL. */
function parseUploadUrl(uploadURL: string) {
  const url = new URL(uploadURL);
  return {
    url,
    key: decodeURIComponent(url.pathname.replace('/api/objects/put/', '')),
    expires: url.searchParams.get('expires') ?? '',
    max: url.searchParams.get('max') ?? '',
    sig: url.searchParams.get('sig') ?? '',
  };
}

/** The browser's PUT of a file to an upload URL (path and query of it; the origin is the shop's). */
function putFile(uploadURL: string, body: BodyInit | null, headers: Record<string, string> = {}) {
  const url = new URL(uploadURL, OWN_ORIGIN);
  return call(`${url.pathname}${url.search}`, { method: 'PUT', headers, body });
}

const pngHeaders = (bytes: Uint8Array) => ({ 'content-type': 'image/png', 'content-length': String(bytes.byteLength) });

/** A Worker upload URL signed here with the Worker's secret, for grants the API would never hand out. */
async function signedUrl(grant: UploadGrant, sig?: string): Promise<string> {
  const query = new URLSearchParams({ expires: String(grant.expires), max: String(grant.max), sig: sig ?? (await sign(SECRET, grant)) });
  return `/api/objects/put/${grant.key}?${query.toString()}`;
}

const freshGrant = (overrides: Partial<UploadGrant> = {}): UploadGrant => ({
  key: `uploads/${crypto.randomUUID()}.png`,
  expires: nowSeconds() + 600,
  max: 1024,
  ...overrides,
});

const storedAt = (key: string) => env.BUCKET.head(key);

describe('POST /api/objects/upload needs a session on our own origin (docs/design.md §2)', () => {
  it.each([
    { label: 'no session cookie', cookie: async () => null },
    { label: 'an expired session', cookie: expiredAdminCookie },
    { label: 'a made-up session token', cookie: async () => 'admin_session=not-a-real-token' },
  ])('answers 401 {error} with $label', async ({ cookie: sessionCookie }) => {
    const response = await requestUpload(undefined, { cookie: await sessionCookie() });

    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ error: 'Authentication required', code: 'unauthenticated' });
  });

  it('answers 403 {error} for a foreign Origin, even with a session', async () => {
    const response = await requestUpload(undefined, { origin: FOREIGN_ORIGIN });

    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ error: 'Cross-site request refused', code: 'forbidden' });
  });

  it('answers 200 for our own Origin', async () => {
    const response = await requestUpload(undefined, { origin: OWN_ORIGIN });

    expect(response.status).toBe(200);
  });
});

describe('POST /api/objects/upload answers a signed Worker URL when R2 credentials are not set', () => {
  it('signs a 15 minute, 50 MB PUT to a fresh key in uploads/ for a call without a body (docs/product.md §7)', async () => {
    const before = nowSeconds();
    const target = await uploadTarget();
    const after = nowSeconds();

    const { url, key, expires, max, sig } = parseUploadUrl(target.uploadURL);
    expect(url.origin).toBe(OWN_ORIGIN);
    expect(key).toMatch(/^uploads\/[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(target.objectPath).toBe(`/objects/${key}`);
    expect(Number(expires)).toBeGreaterThanOrEqual(before + 900);
    expect(Number(expires)).toBeLessThanOrEqual(after + 900);
    expect(max).toBe('52428800');
    expect(sig).toBe(await sign(SECRET, { key, expires: Number(expires), max: Number(max) }));
    expect(await storedAt(key)).toBeNull();
  });

  it.each([
    { contentType: 'image/png', extension: '.png' },
    { contentType: 'image/jpeg', extension: '.jpg' },
    { contentType: 'image/webp', extension: '.webp' },
    { contentType: 'image/gif', extension: '.gif' },
    { contentType: 'image/avif', extension: '.avif' },
  ])('gives a $contentType upload a key ending in $extension', async ({ contentType, extension }) => {
    const target = await uploadTarget({ contentType });

    expect(parseUploadUrl(target.uploadURL).key.endsWith(extension)).toBe(true);
    expect(target.objectPath.endsWith(extension)).toBe(true);
  });

  it.each([
    { purpose: 'product', max: '10485760' },
    { purpose: 'gallery', max: '52428800' },
  ])('signs a $max byte limit for a $purpose image (docs/product.md §9)', async ({ purpose, max }) => {
    const target = await uploadTarget({ purpose, size: 2048, contentType: 'image/png' });

    expect(parseUploadUrl(target.uploadURL).max).toBe(max);
  });

  it('hands out a different key every time', async () => {
    const first = await uploadTarget();
    const second = await uploadTarget();

    expect(first.objectPath).not.toBe(second.objectPath);
  });

  it.each([
    { label: 'a text/plain contentType', body: { contentType: 'text/plain' }, error: /^contentType: must be one of image\/png, / },
    { label: 'an unknown purpose', body: { purpose: 'avatar' }, error: /^purpose: must be product, gallery or certificate$/ },
    { label: 'a negative size', body: { size: -1 }, error: /^size: must be at least 0$/ },
  ])('refuses $label with 400 {error}', async ({ body, error }) => {
    const response = await requestUpload(body);

    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: expect.stringMatching(error), code: 'invalid_input' });
  });

  it.each([
    { purpose: 'product', size: UPLOAD_MAX_BYTES.product + 1 },
    { purpose: 'gallery', size: UPLOAD_MAX_BYTES.gallery + 1 },
    { purpose: 'certificate', size: UPLOAD_MAX_BYTES.certificate + 1 },
  ])('refuses a $purpose image of $size bytes with 413 {error}', async ({ purpose, size }) => {
    const response = await requestUpload({ purpose, size });

    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({
      error: expect.stringMatching(/^size: a \w+ image may be at most \d+ bytes$/),
      code: 'payload_too_large',
    });
  });
});

describe('the R2 branch: a real R2 presigned PUT (signed locally, no network)', () => {
  const fake = {
    accountId: 'fakeaccount0123',
    accessKeyId: 'AKIAFAKEKEY',
    secretAccessKey: 'fake-secret-access-key',
    bucketName: 'gem-images',
  };
  const fakeBindings = {
    R2_ACCOUNT_ID: fake.accountId,
    R2_ACCESS_KEY_ID: fake.accessKeyId,
    R2_SECRET_ACCESS_KEY: fake.secretAccessKey,
    R2_BUCKET_NAME: fake.bucketName,
  };

  const signedAt = new Date('2026-04-20T10:15:00.000Z');

  it('presigns a PUT on <account>.r2.cloudflarestorage.com/<bucket>/<key>, valid 900 s, with X-Amz-Signature', async () => {
    const url = new URL(await presignR2Put(fake, 'uploads/abc.png', signedAt));

    expect(url.protocol).toBe('https:');
    expect(url.host).toBe('fakeaccount0123.r2.cloudflarestorage.com');
    expect(url.pathname).toBe('/gem-images/uploads/abc.png');
    expect(url.searchParams.get('X-Amz-Expires')).toBe('900');
    expect(url.searchParams.get('X-Amz-Algorithm')).toBe('AWS4-HMAC-SHA256');
    expect(url.searchParams.get('X-Amz-Date')).toBe('20260420T101500Z');
    expect(url.searchParams.get('X-Amz-Credential')).toBe('AKIAFAKEKEY/20260420/auto/s3/aws4_request');
    expect(url.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
  });

  it('signs with the secret key and the key: the same inputs sign alike, another secret or key signs differently', async () => {
    const signature = async (credentials: typeof fake, key: string) =>
      new URL(await presignR2Put(credentials, key, signedAt)).searchParams.get('X-Amz-Signature');

    const one = await signature(fake, 'uploads/abc.png');

    expect(await signature(fake, 'uploads/abc.png')).toBe(one);
    expect(await signature({ ...fake, secretAccessKey: 'another-secret' }, 'uploads/abc.png')).not.toBe(one);
    expect(await signature(fake, 'uploads/abd.png')).not.toBe(one);
  });

  it('is used only when all four R2_* secrets are set', async () => {
    expect(r2Credentials(fakeBindings)).toEqual(fake);
    for (const missing of Object.keys(fakeBindings)) {
      expect(r2Credentials({ ...fakeBindings, [missing]: '' })).toBeNull();
    }

    const withR2 = await createUploadTarget({ UPLOAD_SIGNING_SECRET: SECRET, ...fakeBindings }, OWN_ORIGIN, {
      contentType: 'image/png',
      purpose: 'gallery',
    });
    const withoutR2 = await createUploadTarget({ UPLOAD_SIGNING_SECRET: SECRET, ...fakeBindings, R2_BUCKET_NAME: undefined }, OWN_ORIGIN, {
      purpose: 'gallery',
    });

    const r2Url = new URL(withR2.uploadURL);
    expect(r2Url.host).toBe('fakeaccount0123.r2.cloudflarestorage.com');
    expect(r2Url.pathname).toBe(`/gem-images/${withR2.objectPath.replace('/objects/', '')}`);
    expect(withR2.objectPath).toMatch(/^\/objects\/uploads\/[0-9a-f-]{36}\.png$/);
    expect(new URL(withoutR2.uploadURL).origin).toBe(OWN_ORIGIN);
  });

  it('is what POST /api/objects/upload answers when the Worker has the R2 secrets', async () => {
    const request = new Request(`${OWN_ORIGIN}/api/objects/upload`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ contentType: 'image/webp' }),
    });

    const response = await app.fetch(request, { ...env, ...fakeBindings });

    expect(response.status).toBe(200);
    const target = await response.json<UploadTarget>();
    const url = new URL(target.uploadURL);
    expect(url.host).toBe('fakeaccount0123.r2.cloudflarestorage.com');
    expect(url.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
    expect(target.objectPath).toMatch(/^\/objects\/uploads\/[0-9a-f-]{36}\.webp$/);
  });
});

describe('sign and verify', () => {
  const grant = { key: 'uploads/a.png', expires: 1_900_000_000, max: 1024 };

  it('verifies its own signature, a 64 hex digit HMAC', async () => {
    const signature = await sign(SECRET, grant);

    expect(signature).toMatch(/^[0-9a-f]{64}$/);
    expect(await verify(SECRET, grant, signature)).toBe(true);
    expect(await verify(SECRET, grant, signature.toUpperCase())).toBe(true);
  });

  it.each([
    { label: 'another key', changed: { ...grant, key: 'uploads/b.png' } },
    { label: 'a later expiry', changed: { ...grant, expires: grant.expires + 1 } },
    { label: 'a larger max', changed: { ...grant, max: grant.max + 1 } },
  ])('refuses the signature for $label', async ({ changed }) => {
    expect(await verify(SECRET, changed, await sign(SECRET, grant))).toBe(false);
  });

  it('refuses a signature made with another secret, and signatures that are not 64 hex digits', async () => {
    const signature = await sign(SECRET, grant);

    expect(await verify('another-secret', grant, signature)).toBe(false);
    expect(await verify(SECRET, grant, signature.slice(0, 62))).toBe(false);
    expect(await verify(SECRET, grant, `${signature.slice(0, 63)}g`)).toBe(false);
    expect(await verify(SECRET, grant, '')).toBe(false);
  });

  it('refuses to sign without a secret', async () => {
    await expect(sign('', grant)).rejects.toThrow('UPLOAD_SIGNING_SECRET is not set');
  });
});

describe('PUT /api/objects/put/<key>: the signed upload', () => {
  it('works end to end: sign, PUT the bytes, then GET /objects/uploads/<file> serves them with their type', async () => {
    const target = await uploadTarget({ contentType: 'image/png', purpose: 'product', size: PNG_BYTES.byteLength });

    const put = await putFile(target.uploadURL, PNG_BYTES, pngHeaders(PNG_BYTES));

    expect(put.status).toBe(200);
    expect(await put.json()).toEqual({ objectPath: target.objectPath });
    const stored = await storedAt(target.objectPath.replace('/objects/', ''));
    expect(stored?.httpMetadata?.contentType).toBe('image/png');
    expect(put.headers.get('etag')).toBe(stored?.httpEtag);

    const served = await call(target.objectPath);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG_BYTES);
  });

  it('stores the type the first bytes show, not the declared one: a JPEG sent as image/png is image/jpeg', async () => {
    const target = await uploadTarget({ contentType: 'image/png' });

    const put = await putFile(target.uploadURL, JPEG_BYTES, pngHeaders(JPEG_BYTES));

    expect(put.status).toBe(200);
    const served = await call(target.objectPath);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(JPEG_BYTES);
  });

  it.each([
    { type: 'image/gif', bytes: GIF_BYTES },
    { type: 'image/webp', bytes: WEBP_BYTES },
    { type: 'image/avif', bytes: AVIF_BYTES },
  ])('recognises $type by its first bytes', async ({ type, bytes }) => {
    const grant = freshGrant({ key: `uploads/${crypto.randomUUID()}` });

    const put = await call(await signedUrl(grant), { method: 'PUT', headers: pngHeaders(bytes), body: bytes });

    expect(put.status).toBe(200);
    expect((await storedAt(grant.key))?.httpMetadata?.contentType).toBe(type);
  });

  describe('is single use (issue 14 item 6)', () => {
    it('answers 409 {error} to a second PUT on the same URL and keeps the first bytes', async () => {
      const target = await uploadTarget({ contentType: 'image/png' });
      const first = await putFile(target.uploadURL, PNG_BYTES, pngHeaders(PNG_BYTES));
      const other = Uint8Array.from([...PNG_BYTES, 1, 2, 3]);

      const second = await putFile(target.uploadURL, other, pngHeaders(other));

      expect(first.status).toBe(200);
      expect(second.status).toBe(409);
      expect(await second.json()).toMatchObject({ code: 'upload_url_used', error: 'This upload URL was already used; ask for a new one' });
      const served = await call(target.objectPath);
      expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG_BYTES);
    });

    it('lets exactly one of two parallel PUTs store its bytes', async () => {
      const grant = freshGrant();
      const url = await signedUrl(grant);
      const other = Uint8Array.from([...PNG_BYTES, 9]);

      const answers = await Promise.all([
        call(url, { method: 'PUT', headers: pngHeaders(PNG_BYTES), body: PNG_BYTES }),
        call(url, { method: 'PUT', headers: pngHeaders(other), body: other }),
      ]);

      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
      const winner = answers[0]?.status === 200 ? PNG_BYTES : other;
      const stored = await env.BUCKET.get(grant.key);
      expect(new Uint8Array((await stored?.arrayBuffer()) ?? new ArrayBuffer(0))).toEqual(winner);
    });
  });

  describe('answers 415 {error} for bytes that are not an allowed image, and writes nothing', () => {
    const text = new TextEncoder().encode('just some text, not a picture at all');
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>');

    it.each([
      { label: 'a text file declared image/png', bytes: text },
      { label: 'an SVG declared image/png (SVG is no longer an upload type)', bytes: svg },
      { label: 'a body shorter than any signature', bytes: Uint8Array.from([0xff, 0xd8]) },
    ])('$label', async ({ bytes }) => {
      const grant = freshGrant();

      const put = await call(await signedUrl(grant), { method: 'PUT', headers: pngHeaders(bytes), body: bytes });

      expect(put.status).toBe(415);
      expect(await put.json()).toMatchObject({
        error: 'The upload is not an image: image/png, image/jpeg, image/webp, image/gif, image/avif',
        code: 'unsupported_media_type',
      });
      expect(await storedAt(grant.key)).toBeNull();
    });

    it('a streamed text body without Content-Length', async () => {
      const grant = freshGrant();
      const stream = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(text);
          controller.close();
        },
      });

      const put = await call(await signedUrl(grant), { method: 'PUT', headers: { 'content-type': 'image/png' }, body: stream });

      expect(put.status).toBe(415);
      expect(await storedAt(grant.key)).toBeNull();
    });
  });

  it('stores a declared-length body that arrives in small chunks, its first bytes included', async () => {
    const grant = freshGrant();
    const bytes = Uint8Array.from([...PNG_BYTES, ...PNG_BYTES]);
    const chunks = [bytes.subarray(0, 3), bytes.subarray(3, 5), bytes.subarray(5)];
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        const next = chunks.shift();
        if (next) controller.enqueue(next);
        else controller.close();
      },
    });

    const put = await call(await signedUrl(grant), { method: 'PUT', headers: pngHeaders(bytes), body: stream });

    expect(put.status).toBe(200);
    const stored = await env.BUCKET.get(grant.key);
    expect(new Uint8Array((await stored?.arrayBuffer()) ?? new ArrayBuffer(0))).toEqual(bytes);
  });

  it('needs no session: the signature is the authority', async () => {
    const grant = freshGrant();

    const put = await call(await signedUrl(grant), { method: 'PUT', headers: pngHeaders(PNG_BYTES), body: PNG_BYTES });

    expect(put.status).toBe(200);
    expect(await storedAt(grant.key)).not.toBeNull();
  });

  it('accepts a body of exactly max bytes', async () => {
    const grant = freshGrant({ max: PNG_BYTES.byteLength });

    const put = await call(await signedUrl(grant), { method: 'PUT', headers: pngHeaders(PNG_BYTES), body: PNG_BYTES });

    expect(put.status).toBe(200);
    expect((await storedAt(grant.key))?.size).toBe(PNG_BYTES.byteLength);
  });

  describe('answers 403 {error} and writes nothing', () => {
    async function expectRefused(path: string, key: string, error: string | RegExp) {
      const put = await call(path, { method: 'PUT', headers: pngHeaders(PNG_BYTES), body: PNG_BYTES });

      expect(put.status).toBe(403);
      const code = error === 'The upload URL has expired; ask for a new one' ? 'upload_url_expired' : 'upload_url_invalid';
      expect(await put.json()).toMatchObject({ error: typeof error === 'string' ? error : expect.stringMatching(error), code });
      expect(await storedAt(key)).toBeNull();
    }

    it('for a wrong signature', async () => {
      const grant = freshGrant();
      const good = await sign(SECRET, grant);
      const wrong = `${good.slice(0, -1)}${good.endsWith('0') ? '1' : '0'}`;

      await expectRefused(await signedUrl(grant, wrong), grant.key, 'The upload URL signature is not valid');
    });

    it('for a signature made with another secret', async () => {
      const grant = freshGrant();

      await expectRefused(
        await signedUrl(grant, await sign('not-the-worker-secret', grant)),
        grant.key,
        'The upload URL signature is not valid',
      );
    });

    it.each([
      { label: 'sig', drop: 'sig' },
      { label: 'expires', drop: 'expires' },
      { label: 'max', drop: 'max' },
    ])('for a URL without $label', async ({ drop }) => {
      const grant = freshGrant();
      const url = new URL(await signedUrl(grant), OWN_ORIGIN);
      url.searchParams.delete(drop);

      await expectRefused(`${url.pathname}${url.search}`, grant.key, 'The upload URL is not signed');
    });

    it('for a URL whose key was changed', async () => {
      const target = await uploadTarget({ contentType: 'image/png' });
      const { key } = parseUploadUrl(target.uploadURL);
      const otherKey = `uploads/${crypto.randomUUID()}.png`;
      const url = new URL(target.uploadURL);

      await expectRefused(`${url.pathname.replace(key, otherKey)}${url.search}`, otherKey, 'The upload URL signature is not valid');
      expect(await storedAt(key)).toBeNull();
    });

    it.each([
      {
        label: 'a later expires',
        param: 'expires',
        change: (value: string) => String(Number(value) + 3600),
        error: 'The upload URL signature is not valid',
      },
      {
        label: 'expires with a leading zero',
        param: 'expires',
        change: (value: string) => `0${value}`,
        error: 'The upload URL is not signed',
      },
      {
        label: 'a larger max',
        param: 'max',
        change: (value: string) => String(Number(value) * 2),
        error: 'The upload URL signature is not valid',
      },
    ] as const)('for a URL changed to $label', async ({ param, change, error }) => {
      const target = await uploadTarget({ contentType: 'image/png', purpose: 'product' });
      const parts = parseUploadUrl(target.uploadURL);
      parts.url.searchParams.set(param, change(parts[param]));

      await expectRefused(`${parts.url.pathname}${parts.url.search}`, parts.key, error);
    });

    it('for a URL whose expiry has passed, though correctly signed', async () => {
      const grant = freshGrant({ expires: nowSeconds() - 1 });

      await expectRefused(await signedUrl(grant), grant.key, 'The upload URL has expired; ask for a new one');
    });

    it.each([
      { label: 'seed/', key: 'seed/replaced-art.png' },
      { label: 'another folder', key: 'private/upload.png' },
    ])('for a correctly signed key in $label, outside uploads/', async ({ key }) => {
      const grant = freshGrant({ key });

      await expectRefused(await signedUrl(grant), key, 'Uploads may only be written inside uploads/');
    });

    it.each([
      '/api/objects/put/uploads/..%2fseed%2fescape.png',
      '/api/objects/put/uploads%2f..%2fseed%2fescape.png',
      '/api/objects/put/uploads/.hidden.png',
    ])('for the path %s, which leaves uploads/ or is not a plain file name', async (path) => {
      const grant = freshGrant({ key: 'seed/escape.png' });
      const query = new URL(await signedUrl(grant), OWN_ORIGIN).search;

      await expectRefused(`${path}${query}`, 'seed/escape.png', 'Uploads may only be written inside uploads/');
    });

    it('for a correctly signed max above 50 MB', async () => {
      const grant = freshGrant({ max: UPLOAD_CEILING_BYTES + 1 });

      await expectRefused(await signedUrl(grant), grant.key, 'The upload URL allows more than any upload may be');
    });
  });

  it.each<{ label: string; headers: Record<string, string> }>([
    { label: 'text/plain', headers: { 'content-type': 'text/plain' } },
    { label: 'application/octet-stream', headers: { 'content-type': 'application/octet-stream' } },
    { label: 'image/tiff', headers: { 'content-type': 'image/tiff' } },
    { label: 'no Content-Type', headers: {} },
  ])('answers 415 {error} for $label and writes nothing', async ({ headers }) => {
    const grant = freshGrant({ key: `uploads/${crypto.randomUUID()}` });

    const put = await call(await signedUrl(grant), { method: 'PUT', headers: { ...headers, 'content-length': '16' }, body: PNG_BYTES });

    expect(put.status).toBe(415);
    expect(await put.json()).toMatchObject({
      error: expect.stringMatching(/^Content-Type must be an image: image\/png, /),
      code: 'unsupported_media_type',
    });
    expect(await storedAt(grant.key)).toBeNull();
  });

  it('answers 415 {error} for an image type other than the one the key was signed for', async () => {
    const target = await uploadTarget({ contentType: 'image/png' });

    const put = await putFile(target.uploadURL, PNG_BYTES, { 'content-type': 'image/jpeg', 'content-length': '16' });

    expect(put.status).toBe(415);
    expect(await put.json()).toMatchObject({
      error: 'Content-Type must be image/png, the type this upload was signed for',
      code: 'unsupported_media_type',
    });
    expect(await storedAt(parseUploadUrl(target.uploadURL).key)).toBeNull();
  });

  it('answers 413 {error} for a Content-Length over max, and writes nothing', async () => {
    const grant = freshGrant({ max: PNG_BYTES.byteLength - 1 });

    const put = await call(await signedUrl(grant), { method: 'PUT', headers: pngHeaders(PNG_BYTES), body: PNG_BYTES });

    expect(put.status).toBe(413);
    expect(await put.json()).toMatchObject({
      error: `The upload is larger than the ${PNG_BYTES.byteLength - 1} bytes allowed`,
      code: 'payload_too_large',
    });
    expect(await storedAt(grant.key)).toBeNull();
  });

  it('answers 413 {error} for a streamed body without Content-Length that runs past max, and writes nothing', async () => {
    const grant = freshGrant({ max: 20 });
    const chunks = [PNG_BYTES, PNG_BYTES];
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        const next = chunks.shift();
        if (next) controller.enqueue(next);
        else controller.close();
      },
    });

    const put = await call(await signedUrl(grant), { method: 'PUT', headers: { 'content-type': 'image/png' }, body: stream });

    expect(put.status).toBe(413);
    expect(await put.json()).toMatchObject({ error: 'The upload is larger than the 20 bytes allowed', code: 'payload_too_large' });
    expect(await storedAt(grant.key)).toBeNull();
  });

  it('stores a streamed body without Content-Length that stays within max', async () => {
    const grant = freshGrant({ max: 32 });
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(PNG_BYTES);
        controller.close();
      },
    });

    const put = await call(await signedUrl(grant), { method: 'PUT', headers: { 'content-type': 'image/png' }, body: stream });

    expect(put.status).toBe(200);
    const stored = await env.BUCKET.get(grant.key);
    expect(new Uint8Array((await stored?.arrayBuffer()) ?? new ArrayBuffer(0))).toEqual(PNG_BYTES);
  });

  it('answers 400 {error} for an empty body, and writes nothing', async () => {
    const grant = freshGrant();

    const put = await call(await signedUrl(grant), { method: 'PUT', headers: { 'content-type': 'image/png', 'content-length': '0' } });

    expect(put.status).toBe(400);
    expect(await put.json()).toMatchObject({ error: 'The upload is empty', code: 'upload_empty' });
    expect(await storedAt(grant.key)).toBeNull();
  });
});
