import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import type { UploadTarget } from '#schema/uploads-api.ts';
import app from '#worker/index.ts';
import { sign } from '#worker/services/uploads/uploads.ts';
import { OWN_ORIGIN } from '#worker/test/admin-session.ts';
import { adminCookie } from '#worker/test/checkout-fixtures.ts';
import { insertProduct } from '#worker/test/factories.ts';

/**
 * docs/product.md §7: the uploadURL that POST /api/objects/upload answered may be saved as an image address
 * as it is; the shop stores the object's own path, /objects/uploads/<file>, and only when the upload happened.
 */

/** R2's S3 credentials as the Worker's secrets would hold them (presigning is local: no network). */
const r2Secrets = {
  R2_ACCOUNT_ID: 'fakeaccount0123',
  R2_ACCESS_KEY_ID: 'AKIAFAKEKEY',
  R2_SECRET_ACCESS_KEY: 'fake-secret-access-key',
  R2_BUCKET_NAME: 'gem-images',
};

const storages = [
  { label: 'the Worker-signed uploadURL', bindings: {} },
  { label: 'the R2-presigned uploadURL', bindings: r2Secrets },
];

let cookie: string;
beforeAll(async () => {
  cookie = await adminCookie();
});

/** One admin call through the whole Worker, with the given extra bindings (the R2 secrets or none). */
async function send(bindings: object, method: string, path: string, body: unknown): Promise<Response> {
  const request = new Request(`${OWN_ORIGIN}${path}`, {
    method,
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return app.fetch(request, { ...env, ...bindings });
}

async function uploadTarget(bindings: object): Promise<UploadTarget> {
  const response = await send(bindings, 'POST', '/api/objects/upload', { contentType: 'image/png', purpose: 'gallery' });
  expect(response.status).toBe(200);
  return response.json<UploadTarget>();
}

/** The bytes landing in the bucket, as the browser's PUT to uploadURL would leave them. */
const storeUpload = (target: UploadTarget) =>
  env.BUCKET.put(target.objectPath.replace('/objects/', ''), new Uint8Array([137, 80, 78, 71]), {
    httpMetadata: { contentType: 'image/png' },
  });

const productBody = (imageUrl: string) => ({
  name: `Moss Agate ${crypto.randomUUID()}`,
  description: 'Green dendrites.',
  price: 4599,
  imageUrl,
  category: 'healing',
  stock: 3,
});

const IMAGE_URL_REFUSED = {
  error: 'imageUrl: must be an uploaded image address such as /objects/uploads/<file>',
  code: 'invalid_input',
};

describe.each(storages)('$label', ({ bindings }) => {
  it('is saved by POST /api/products as /objects/uploads/<file>', async () => {
    const target = await uploadTarget(bindings);
    await storeUpload(target);

    const response = await send(bindings, 'POST', '/api/products', productBody(target.uploadURL));

    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ imageUrl: target.objectPath });
  });

  it('is saved by PATCH /api/products/:id as /objects/uploads/<file>', async () => {
    const product = await insertProduct();
    const target = await uploadTarget(bindings);
    await storeUpload(target);

    const response = await send(bindings, 'PATCH', `/api/products/${product.id}`, { imageUrl: target.uploadURL });

    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ id: product.id, imageUrl: target.objectPath });
  });

  it('is saved by POST /api/uploaded-images as /objects/uploads/<file>', async () => {
    const target = await uploadTarget(bindings);
    await storeUpload(target);

    const response = await send(bindings, 'POST', '/api/uploaded-images', { imageUrl: target.uploadURL });

    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ imageUrl: target.objectPath });
  });

  it('is refused with 400 upload_not_found when nothing was uploaded to it', async () => {
    const target = await uploadTarget(bindings);

    const response = await send(bindings, 'POST', '/api/uploaded-images', { imageUrl: target.uploadURL });

    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'imageUrl: no such upload', code: 'upload_not_found' });
  });

  it('is refused with the usual 400 when its signature was altered', async () => {
    const target = await uploadTarget(bindings);
    await storeUpload(target);
    const altered = target.uploadURL.replace(/(sig|X-Amz-Signature)=([0-9a-f])/, (_, name: string, digit: string) => {
      return `${name}=${digit === '0' ? '1' : '0'}`;
    });
    expect(altered).not.toBe(target.uploadURL);

    const response = await send(bindings, 'POST', '/api/products', productBody(altered));

    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject(IMAGE_URL_REFUSED);
  });
});

describe('an upload address that is not one the Worker handed out', () => {
  it('is refused when the Worker-signed address names another host', async () => {
    const target = await uploadTarget({});
    await storeUpload(target);
    const elsewhere = target.uploadURL.replace(OWN_ORIGIN, 'https://evil.example');

    const response = await send({}, 'POST', '/api/products', productBody(elsewhere));

    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject(IMAGE_URL_REFUSED);
  });

  it.each([
    ['another bucket', (url: string) => url.replace('/gem-images/', '/other-bucket/')],
    ['another account', (url: string) => url.replace('fakeaccount0123', 'someoneelse')],
  ])('is refused when the R2 address names %s', async (_label, change) => {
    const target = await uploadTarget(r2Secrets);
    await storeUpload(target);

    const response = await send(r2Secrets, 'POST', '/api/products', productBody(change(target.uploadURL)));

    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject(IMAGE_URL_REFUSED);
  });

  it('is refused as an R2 address when the Worker has no R2 secrets', async () => {
    const target = await uploadTarget(r2Secrets);
    await storeUpload(target);

    const response = await send({}, 'POST', '/api/uploaded-images', { imageUrl: target.uploadURL });

    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject(IMAGE_URL_REFUSED);
  });

  it('is accepted after the address expired, since the upload itself is what must exist', async () => {
    const grant = { key: `uploads/${crypto.randomUUID()}.png`, expires: Math.floor(Date.now() / 1000) - 60, max: 1024 };
    const query = new URLSearchParams({
      expires: String(grant.expires),
      max: String(grant.max),
      sig: await sign(env.UPLOAD_SIGNING_SECRET, grant),
    });
    const target = { uploadURL: `${OWN_ORIGIN}/api/objects/put/${grant.key}?${query.toString()}`, objectPath: `/objects/${grant.key}` };
    await storeUpload(target);

    const response = await send({}, 'POST', '/api/uploaded-images', { imageUrl: target.uploadURL });

    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ imageUrl: target.objectPath });
  });
});
