import { Group, Stack, UnstyledButton } from '@mantine/core';
import { screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { product as makeProduct } from '#testing/factories.ts';
import { refusal, stubApi } from '#web/test/api-stub.ts';
import { render } from '#web/test/render.tsx';
import { renderApp } from '#web/test/render-app.tsx';

const stone = (id: number) =>
  makeProduct({ id, name: `Stone ${id}`, price: 2450, imageUrl: `/objects/seed/stone-${id}.svg`, category: 'healing', stock: 5 });

/** The element itself, without what is inside it. */
const shellOf = (element: Element | null | undefined) => (element?.cloneNode(false) as Element | undefined)?.outerHTML;
const mantineShellOf = (element: ReactElement) => shellOf(render(element).container.firstElementChild);

async function openProductPage() {
  const stones = [1, 2, 3].map(stone);
  stubApi({
    'GET /api/products/:id': ({ params }) => stones.find((item) => String(item.id) === params.id) ?? refusal(404, 'not_found'),
    'GET /api/products': { items: stones, nextCursor: null },
    'GET /api/certificates': [],
    'POST /api/products/:id/view': { ok: true },
  });
  const app = renderApp('/products/1');
  await screen.findByTestId('product-page');
  return { ...app, stones };
}

describe('the product page', () => {
  it('draws the breadcrumb’s row as Mantine’s Group', async () => {
    await openProductPage();
    const breadcrumb = screen.getByRole('navigation', { name: 'You are here' });
    expect(shellOf(breadcrumb)).toBe(mantineShellOf(<Group gap={6} component="nav" aria-label="You are here" mb="md" />));
  });

  it('draws the image’s zoom button as Mantine’s UnstyledButton', async () => {
    await openProductPage();
    const zoom = screen.getByRole('button', { name: /Stone 1/ });
    expect(shellOf(zoom)).toBe(
      mantineShellOf(<UnstyledButton style={{ display: 'block', cursor: 'zoom-in' }} aria-label={zoom.getAttribute('aria-label')!} />),
    );
  });

  it('draws the section of more stones as Mantine’s Stack', async () => {
    await openProductPage();
    const section = (await screen.findByRole('heading', { name: /More/ })).closest('section');
    expect(shellOf(section)).toBe(mantineShellOf(<Stack component="section" gap="md" mt={48} aria-labelledby="more-from-category" />));
  });

  it('shows Page Not Found once the stone is deleted while its page is open', async () => {
    const { queryClient, stones } = await openProductPage();
    stones.splice(0, 1);
    await queryClient.invalidateQueries({ queryKey: ['products'] });
    await screen.findByRole('heading', { level: 1, name: 'Page Not Found' });
    expect(screen.queryByTestId('product-page')).toBeNull();
  });
});
