import { describe, expect, it } from 'vitest';
import type { GalleryImage, GalleryPage } from '#schema/gallery-api.ts';
import { apiGet } from './lib/api.ts';
import { apiPathsAsked, baseURL, chromiumForFile, newVisitor, PHONE, reload, visit } from './lib/browser.ts';
import { addedToast, expectCartCount, findProductCard, openHome, viewsText } from './lib/shop.ts';

const browser = chromiumForFile();

/**
 * `path` is Page Not Found with status 404, and the browser hydrating it does not ask for `apiPath` again: the
 * Worker asked for it while rendering, and the page it sent says there is none.
 */
async function expectNotFoundAskedOnce(path: string, apiPath: string) {
  const { context, page } = await newVisitor(browser());
  const asked = apiPathsAsked(page);
  const response = await visit(page, path);
  expect(response?.status()).toBe(404);
  await page.getByRole('heading', { level: 1, name: 'Page Not Found' }).waitFor();
  expect(asked).not.toContain(apiPath);
  await context.close();
}

describe("a product's own page", () => {
  it('opens from the home grid, and its address, pasted into a new page, shows it and adds it to the cart', async () => {
    const shopper = await newVisitor(browser());
    await openHome(shopper.page);
    const card = await findProductCard(shopper.page, 'Rose Quartz Puffy Heart');
    await card.getByRole('link', { name: 'Rose Quartz Puffy Heart' }).click();
    await shopper.page.waitForURL(/\/products\/\d+$/);
    await shopper.page.getByRole('heading', { level: 1, name: 'Rose Quartz Puffy Heart' }).waitFor();
    expect(await shopper.page.title()).toBe('Rose Quartz Puffy Heart — Gemstone Gallery');
    const address = shopper.page.url();
    await shopper.context.close();

    // A friend opens the shared address on a phone: the page stands on its own.
    const friend = await newVisitor(browser(), PHONE);
    const response = await visit(friend.page, address);
    expect(response?.status()).toBe(200);
    await friend.page.getByRole('heading', { level: 1, name: 'Rose Quartz Puffy Heart' }).waitFor();
    expect(await friend.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await friend.page.getByTestId('product-page').getByRole('button', { name: 'Add to Cart' }).click();
    await addedToast(friend.page, 'Rose Quartz Puffy Heart').waitFor();
    await expectCartCount(friend.page, 1);
    await friend.context.close();
  });

  it('is Page Not Found with status 404 for an id that is no product, and the browser does not ask for it again', async () => {
    await expectNotFoundAskedOnce('/products/987654321', '/api/products/987654321');
  });
});

describe("a gallery image's own address", () => {
  it('is where a card opens its details; a reload shows its page with the view counted once that day; Back returns to the gallery', async () => {
    const [listed] = (await apiGet<GalleryPage>('/api/uploaded-images?featured=true')).items;
    if (!listed) throw new Error('the seed has no featured gallery image');
    // The lists' view counts may lag (they are cached until the catalog changes); the image's own answer is current.
    const image = await apiGet<GalleryImage>(`/api/uploaded-images/${listed.id}`);
    const { context, page } = await newVisitor(browser());
    await visit(page, `/gallery?search=${encodeURIComponent(image.name)}`);
    const galleryAddress = page.url();
    await page.getByRole('article', { name: image.name }).getByRole('button', { name: 'View Details' }).click();
    const dialog = page.getByRole('dialog', { name: image.name });
    await dialog.waitFor();
    await page.waitForURL(`${baseURL()}/gallery/${image.id}`);
    await dialog.getByText(viewsText(image.views + 1)).waitFor();

    await reload(page);
    expect(page.url()).toBe(`${baseURL()}/gallery/${image.id}`);
    await page.getByRole('heading', { level: 1, name: image.name }).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    await page
      .getByTestId('gallery-details-views')
      .getByText(viewsText(image.views + 1))
      .waitFor();

    await page.goBack();
    await page.waitForURL(galleryAddress);
    await page.getByRole('article', { name: image.name }).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    await context.close();
  });

  it('closes its dialog with Back, leaving the gallery where it was', async () => {
    const [listed] = (await apiGet<GalleryPage>('/api/uploaded-images?featured=true')).items;
    if (!listed) throw new Error('the seed has no featured gallery image');
    // The lists' view counts may lag (they are cached until the catalog changes); the image's own answer is current.
    const image = await apiGet<GalleryImage>(`/api/uploaded-images/${listed.id}`);
    const { context, page } = await newVisitor(browser());
    await visit(page, '/gallery');
    await page.getByRole('article', { name: image.name }).getByRole('button', { name: 'View Details' }).click();
    await page.getByRole('dialog', { name: image.name }).waitFor();
    await page.goBack();
    await page.waitForURL(`${baseURL()}/gallery`);
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await context.close();
  });

  it('is Page Not Found with status 404 for an id that is no image, and the browser does not ask for it again', async () => {
    await expectNotFoundAskedOnce('/gallery/987654321', '/api/uploaded-images/987654321');
  });
});
