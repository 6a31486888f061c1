import { env } from 'cloudflare:workers';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { CERTIFICATES_PER_STONE_MAX, type Certificate } from '#schema/certificates-api.ts';
import type { ApiErrorBody } from '#schema/errors.ts';
import type { Product } from '#schema/products-api.ts';
import { auditEvents, stoneCertificates } from '#schema/tables.ts';
import type { UploadTarget } from '#schema/uploads-api.ts';
import { call } from '#worker/test/app.ts';
import { OWN_ORIGIN, staffCall } from '#worker/test/admin-session.ts';
import { adminCookie } from '#worker/test/checkout-fixtures.ts';
import { insertProduct, putUpload, testDb } from '#worker/test/factories.ts';
import { gallery, insertGalleryImage } from '#worker/test/gallery-factories.ts';

const ascii = (text: string) => new TextEncoder().encode(text);
/** The start of a real PDF: its header line, then an object. */
const PDF_BYTES = ascii('%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\n');
/** HTML that calls itself a PDF: what a scan must never be served as. */
const HTML_BYTES = ascii('<html><script>alert(document.cookie)</script></html>');
const PNG_BYTES = new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10, 0, 0, 0, 13, 73, 72, 68, 82]);

let cookie: string;
beforeAll(async () => {
  cookie = await adminCookie();
});

const certificates = (method: string, path: string, body?: unknown) => staffCall(cookie, method, `/api/certificates${path}`, body);

const report = (overrides: Record<string, unknown> = {}) => ({
  lab: 'GIA',
  reportNumber: `21${Math.floor(Math.random() * 1e8)}`,
  issuedOn: '2024-03-18',
  ...overrides,
});

const rowsOf = (productId: number) => testDb().select().from(stoneCertificates).where(eq(stoneCertificates.productId, productId));

const auditOf = (action: string, target: string) =>
  testDb()
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.action, action), eq(auditEvents.target, target)));

/** A scan uploaded as the staff form uploads one: a signed upload URL for a certificate, then the PUT of its bytes. */
async function uploadScan(contentType: string, bytes: Uint8Array) {
  const signed = await staffCall(cookie, 'POST', '/api/objects/upload', { contentType, size: bytes.byteLength, purpose: 'certificate' });
  expect(signed.status).toBe(200);
  const target = await signed.json<UploadTarget>();
  const url = new URL(target.uploadURL, OWN_ORIGIN);
  const put = await call(`${url.pathname}${url.search}`, {
    method: 'PUT',
    headers: { 'content-type': contentType, 'content-length': String(bytes.byteLength) },
    body: bytes,
  });
  return { put, target };
}

describe('staff add, edit and remove a lab report, and the shop shows it', () => {
  it("adds a GIA report with a PDF scan, lists it with the lab's report check, edits it and removes it, each write audited", async () => {
    const product = await insertProduct();
    const scan = await uploadScan('application/pdf', PDF_BYTES);
    expect(scan.put.status).toBe(200);

    const added = await certificates(
      'POST',
      '',
      report({ productId: product.id, reportNumber: '2141438167', scanUrl: scan.target.uploadURL }),
    );
    expect(added.status).toBe(201);
    const created = await added.json<Certificate>();
    expect(created).toMatchObject({
      productId: product.id,
      lab: 'GIA',
      reportNumber: '2141438167',
      scanUrl: scan.target.objectPath,
      verifyUrl: 'https://www.gia.edu/report-check?reportno=2141438167',
    });
    expect(await auditOf('certificate.create', String(created.id))).toHaveLength(1);

    const listed = await call(`/api/certificates?productId=${product.id}`);
    expect(await listed.json()).toEqual([created]);

    const edited = await certificates('PATCH', `/${created.id}`, { lab: 'AGL', reportNumber: 'CS-1098765' });
    expect(edited.status).toBe(200);
    expect(await edited.json()).toMatchObject({ lab: 'AGL', reportNumber: 'CS-1098765', verifyUrl: null });
    const [update] = await auditOf('certificate.update', String(created.id));
    expect(update?.changes).toEqual(
      expect.arrayContaining([
        { target: String(created.id), field: 'lab', from: 'GIA', to: 'AGL' },
        { target: String(created.id), field: 'reportNumber', from: '2141438167', to: 'CS-1098765' },
      ]),
    );

    expect((await certificates('DELETE', `/${created.id}`)).status).toBe(204);
    expect(await rowsOf(product.id)).toEqual([]);
    expect(await auditOf('certificate.delete', String(created.id))).toHaveLength(1);
    expect(await (await call(`/api/certificates?productId=${product.id}`)).json()).toEqual([]);
  });

  it("carries a gallery item's reports over to the product it is converted to", async () => {
    const image = await insertGalleryImage({ price: 45000, isProduct: false });
    const added = await certificates('POST', '', report({ galleryImageId: image.id, lab: 'IGI', reportNumber: 'LG608331245' }));
    expect(added.status).toBe(201);
    const converted = await gallery('POST', `/${image.id}/convert-to-product`, { cookie });
    expect(converted.status).toBe(201);
    const { product } = await converted.json<{ product: Product }>();
    const onProduct = await (await call(`/api/certificates?productId=${product.id}`)).json<Certificate[]>();
    expect(onProduct).toEqual([
      expect.objectContaining({ galleryImageId: image.id, lab: 'IGI', verifyUrl: 'https://www.igi.org/verify-your-report/?r=LG608331245' }),
    ]);
  });
});

describe('refuses with a code, and writes nothing', () => {
  const refusal = async (response: Response, status: number, code: string) => {
    expect(response.status).toBe(status);
    expect(await response.json<ApiErrorBody>()).toMatchObject({ code });
  };

  it(`certificate_limit: a stone carries at most ${CERTIFICATES_PER_STONE_MAX} reports`, async () => {
    const product = await insertProduct();
    for (let n = 0; n < CERTIFICATES_PER_STONE_MAX; n++)
      expect((await certificates('POST', '', report({ productId: product.id }))).status).toBe(201);
    await refusal(await certificates('POST', '', report({ productId: product.id })), 409, 'certificate_limit');
    expect(await rowsOf(product.id)).toHaveLength(CERTIFICATES_PER_STONE_MAX);
  });

  it('certificate_duplicate: the same lab and number twice on one stone, added or edited into', async () => {
    const product = await insertProduct();
    expect((await certificates('POST', '', report({ productId: product.id, reportNumber: '5202' }))).status).toBe(201);
    await refusal(await certificates('POST', '', report({ productId: product.id, reportNumber: '5202' })), 409, 'certificate_duplicate');
    const other = await (await certificates('POST', '', report({ productId: product.id, reportNumber: '5203' }))).json<Certificate>();
    await refusal(await certificates('PATCH', `/${other.id}`, { reportNumber: '5202' }), 409, 'certificate_duplicate');
    expect((await rowsOf(product.id)).map((row) => row.reportNumber).sort()).toEqual(['5202', '5203']);
  });

  it('certificate_scan_type: a scan whose bytes are not a PDF, JPEG or PNG (a WebP upload)', async () => {
    const product = await insertProduct();
    const { imageUrl } = await putUpload(`uploads/${crypto.randomUUID()}.webp`);
    await env.BUCKET.put(imageUrl.replace('/objects/', ''), ascii('RIFF\u0010\u0000\u0000\u0000WEBPVP8 '));
    await refusal(await certificates('POST', '', report({ productId: product.id, scanUrl: imageUrl })), 415, 'certificate_scan_type');
    expect(await rowsOf(product.id)).toEqual([]);
  });

  it('upload_not_found, not_found, invalid_input and unauthenticated', async () => {
    const product = await insertProduct();
    await refusal(
      await certificates('POST', '', report({ productId: product.id, scanUrl: '/objects/uploads/never-uploaded.pdf' })),
      400,
      'upload_not_found',
    );
    await refusal(await certificates('POST', '', report({ productId: 987654321 })), 404, 'not_found');
    await refusal(await certificates('POST', '', report({ productId: product.id, lab: 'Acme' })), 400, 'invalid_input');
    await refusal(await certificates('POST', '', report({ productId: product.id, issuedOn: '2999-01-01' })), 400, 'invalid_input');
    await refusal(await certificates('POST', '', report({ productId: product.id, issuedOn: '2024-02-30' })), 400, 'invalid_input');
    await refusal(await certificates('PATCH', '/987654321', { lab: 'GIA' }), 404, 'not_found');
    const anonymous = await call('/api/certificates', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: OWN_ORIGIN },
      body: JSON.stringify(report({ productId: product.id })),
    });
    await refusal(anonymous, 401, 'unauthenticated');
    expect(await rowsOf(product.id)).toEqual([]);
  });
});

describe('a scan is sniffed from its bytes and a PDF is served as a download', () => {
  it('stores a PDF scan as application/pdf and serves it as an attachment in a sandbox, never inline', async () => {
    const { put, target } = await uploadScan('application/pdf', PDF_BYTES);
    expect(put.status).toBe(200);
    const served = await call(target.objectPath);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('application/pdf');
    expect(served.headers.get('content-disposition')).toMatch(/^attachment; filename="[0-9a-f-]+\.pdf"$/);
    expect(served.headers.get('content-security-policy')).toContain('sandbox');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PDF_BYTES);
  });

  it('refuses HTML sent as a PDF scan (415), and stores nothing', async () => {
    const { put, target } = await uploadScan('application/pdf', HTML_BYTES);
    expect(put.status).toBe(415);
    expect(await env.BUCKET.head(target.objectPath.replace('/objects/', ''))).toBeNull();
  });

  it('refuses a PDF sent to an image upload, and a PDF upload for anything but a certificate', async () => {
    const { put } = await uploadScan('image/png', PDF_BYTES);
    expect(put.status).toBe(415);
    const forProduct = await staffCall(cookie, 'POST', '/api/objects/upload', { contentType: 'application/pdf', purpose: 'product' });
    expect(forProduct.status).toBe(400);
    expect(await forProduct.json()).toMatchObject({ code: 'invalid_input', params: { field: 'contentType' } });
  });

  it('takes a PNG scan, served inline as the picture it is', async () => {
    const { put, target } = await uploadScan('image/png', PNG_BYTES);
    expect(put.status).toBe(200);
    const served = await call(target.objectPath);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('content-disposition')).toBeNull();
  });
});
