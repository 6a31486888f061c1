import type { APIRequestContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '#schema/products-api.ts';
import type { GalleryImage } from '#schema/gallery-api.ts';
import type { UploadTarget } from '#schema/uploads-api.ts';
import { chromiumForFile, newVisitor, PHONE, snap, visit } from './lib/browser.ts';
import { E2E_ADMIN } from './lib/local-server.ts';
import { gradientPng } from './lib/png.ts';
import { addedToast, findProductCard, openCart } from './lib/shop.ts';

const browser = chromiumForFile();
let staff: APIRequestContext;
let product: Product;
let galleryImage: GalleryImage;

/** A name no seeded stone has (letters only, as the other suites make theirs). */
const stamp = Date.now()
  .toString(36)
  .replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)] ?? 'x');

/** Uploads a 1600 px PNG (about 7.5 MB, stored uncompressed) as the admin pages do, and answers its address. */
async function uploadLargePng(): Promise<string> {
  const bytes = gradientPng(1600, [20, 80, 160], [220, 60, 120]);
  const asked = await staff.post('/api/objects/upload', { data: { contentType: 'image/png', size: bytes.byteLength, purpose: 'product' } });
  const { uploadURL, objectPath } = (await asked.json()) as UploadTarget;
  const put = await staff.put(new URL(uploadURL).pathname + new URL(uploadURL).search, {
    headers: { 'content-type': 'image/png' },
    data: bytes,
  });
  expect(put.status()).toBe(200);
  return objectPath;
}

beforeAll(async () => {
  const { context } = await newVisitor(browser());
  staff = context.request;
  expect((await staff.post('/api/admin/login', { data: E2E_ADMIN })).status()).toBe(200);
  const imageUrl = await uploadLargePng();
  const created = await staff.post('/api/products', {
    data: { name: `Variant Spinel ${stamp}`, description: 'A large photo.', price: 4200, imageUrl, category: 'rare', stock: 3 },
  });
  expect(created.status()).toBe(201);
  product = (await created.json()) as Product;
  const saved = await staff.post('/api/uploaded-images', { data: { imageUrl: await uploadLargePng(), name: `Variant Opal ${stamp}` } });
  expect(saved.status()).toBe(201);
  galleryImage = (await saved.json()) as GalleryImage;
});

afterAll(async () => {
  await staff?.delete(`/api/products/${product?.id}`);
  await staff?.delete(`/api/uploaded-images/${galleryImage?.id}`);
});

/** Every image address the page asked for. */
function recordImageRequests(page: Page): string[] {
  const requested: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'image') requested.push(new URL(request.url()).pathname + new URL(request.url()).search);
  });
  return requested;
}

/** The width variant the browser chose for an image once it has loaded, e.g. 640 for `...png?w=640&format=avif`. */
async function loadedWidth(image: Locator): Promise<number> {
  await image.scrollIntoViewIfNeeded();
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0), { timeout: 15_000 })
    .toBe(true);
  const source = await image.evaluate((element: HTMLImageElement) => element.currentSrc);
  return Number(new URL(source).searchParams.get('w'));
}

describe('a 390 px phone loads a width variant of a large upload, never the original', () => {
  it('for a product card and its cart line', async () => {
    const { context, page } = await newVisitor(browser(), PHONE);
    const requested = recordImageRequests(page);
    await visit(page, '/');

    const card = await findProductCard(page, product.name);
    expect(await loadedWidth(card.getByRole('img', { name: product.name }))).toBe(640);
    await snap(page, 'image-variants-product-card-phone');
    await card.getByRole('button', { name: 'Add to Cart' }).click();
    await addedToast(page, product.name).waitFor();
    // On another page: one that has shown the card's 640 px variant may reuse it for the thumbnail.
    const other = await context.newPage();
    const requestedThere = recordImageRequests(other);
    await visit(other, '/gallery');
    const panel = await openCart(other);
    // A 64 px thumbnail (decorative, alt ""): the smallest variant.
    expect(await loadedWidth(panel.getByRole('listitem', { name: product.name }).locator('img'))).toBe(160);
    await snap(other, 'image-variants-cart-phone');

    expect([...requested, ...requestedThere]).not.toContain(product.imageUrl);
    await context.close();
  });

  it('for a gallery card', async () => {
    const { context, page } = await newVisitor(browser(), PHONE);
    const requested = recordImageRequests(page);
    await visit(page, '/gallery');

    const card = page.getByTestId('gallery-card').filter({ has: page.getByRole('heading', { name: galleryImage.name }) });
    expect(await loadedWidth(card.getByRole('img', { name: galleryImage.name }))).toBe(640);
    expect(requested).toContain(`${galleryImage.imageUrl}?w=640&format=avif`);
    expect(requested).not.toContain(galleryImage.imageUrl);
    await context.close();
  });
});
