import { createMemoryHistory } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { galleryImage, product } from '#testing/factories.ts';
import { createQueryClient } from '#web/app/query-client.ts';
import { createAppRouter } from '#web/app/router.ts';
import i18n from 'i18next';
import { refusal, stubApi } from '#web/test/api-stub.ts';
import { describePage } from './describe-page.ts';

/** The app's router loaded at `path`, as the server render loads it. */
async function loadedAt(path: string) {
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [path] }));
  await router.load();
  const status = router.state.matches.some((match) => match.status === 'notFound' || match._notFound) ? 404 : 200;
  const head = describePage({ router, queryClient, i18n, origin: 'https://shop.test', currency: 'USD', status });
  return { router, head, status };
}

describe('the page head of an address with an id', () => {
  it("reads the product its page's loader answered, the id parsed to its number once", async () => {
    const ruby = product({ id: 7, name: 'Ruby Heart', category: 'rare', price: 2450 });
    stubApi({
      'GET /api/products/:id': ({ params }) => (params.id === '7' ? ruby : null),
      'GET /api/products': { items: [ruby], nextCursor: null },
      'GET /api/certificates': [],
    });
    const { router, head } = await loadedAt('/products/7');
    const page = router.state.matches.at(-1);
    expect(page?.params).toEqual({ id: 7 });
    expect(page?.loaderData).toEqual(ruby);
    expect(head).toMatchObject({
      title: 'Ruby Heart — Gemstone Gallery',
      path: '/products/7',
      type: 'product',
      price: { amount: '24.50', currency: 'USD' },
    });
  });

  it("reads the gallery image its page's loader answered", async () => {
    const opal = galleryImage({ id: 12, name: 'Opal Oval' });
    stubApi({ 'GET /api/uploaded-images/:id': opal });
    const { router, head } = await loadedAt('/gallery/12');
    expect(router.state.matches.at(-1)?.loaderData).toEqual(opal);
    expect(head).toMatchObject({ title: 'Opal Oval — Gemstone Gallery', path: '/gallery/12', image: `https://shop.test${opal.imageUrl}` });
  });

  it.each(['/products/abc', '/products/007', '/products/0', '/gallery/1.5'])(
    'is Page Not Found for %s, without asking the API',
    async (path) => {
      const api = stubApi();
      const { head, status } = await loadedAt(path);
      expect(status).toBe(404);
      expect(head.noindex).toBe(true);
      expect(api.requests.filter((request) => /^\/api\/(products|uploaded-images)\//.test(request.path))).toEqual([]);
    },
  );
});

describe('the page head of a receipt link', () => {
  it('titles a link that does not open as its page says it, kept out of search engines', async () => {
    stubApi({ 'GET /api/receipts/config': { email: false }, 'GET /api/receipts/:token': refusal(404, 'not_found') });
    const { head, status } = await loadedAt('/receipts/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    expect(status).toBe(404);
    expect(head).toMatchObject({
      title: 'This receipt link does not open — Gemstone Gallery',
      description: 'It may be mistyped, or the shop has withdrawn it. Ask the shop for a new one.',
      noindex: true,
    });
  });
});
