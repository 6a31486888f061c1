import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { render } from '#web/test/render.tsx';
import { product } from '#testing/factories.ts';
import { ProductAdminRow } from './ProductAdminRow.tsx';

function renderRow(stock: number, heldUntil?: string) {
  render(
    <ul>
      <ProductAdminRow
        product={product({ id: 3, name: 'Moss Agate', stock, ...(heldUntil ? { heldUntil } : {}) })}
        onEdit={vi.fn()}
        onDelete={vi.fn()}
        onStockChange={vi.fn()}
        stockChanging={false}
      />
    </ul>,
  );
  const stockSwitch = screen.getByRole<HTMLInputElement>('switch', { name: 'In stock: Moss Agate' });
  const label = document.querySelector(`label[for="${stockSwitch.id}"]`)?.textContent;
  return { stockSwitch, label };
}

describe('ProductAdminRow: the stock switch says the state it is in', () => {
  it("reads 'Out of stock', switched off, beside the Out of stock badge", () => {
    const { stockSwitch, label } = renderRow(0);

    expect(stockSwitch.checked).toBe(false);
    expect(label).toBe('Out of stock');
  });

  it('says, sold out only while a checkout holds it, until when', () => {
    const { stockSwitch } = renderRow(0, new Date(Date.now() + 10 * 60_000).toISOString());

    expect(stockSwitch.checked).toBe(false);
    expect(screen.getByTestId('on-hold-note').textContent).toMatch(/^On hold in another checkout — may be back by /);
  });

  it("reads 'In stock', switched on, for a product with units", () => {
    const { stockSwitch, label } = renderRow(4);

    expect(stockSwitch.checked).toBe(true);
    expect(label).toBe('In stock');
  });
});

describe('ProductAdminRow: what staff typed', () => {
  it('lays the name and the description out in their own direction, so an English text in the Arabic list is cut at its end', () => {
    renderRow(1);
    const name = screen.getByText('Moss Agate', { selector: '[id]' });
    expect(name.getAttribute('dir')).toBe('auto');
    const description = screen.getByText(product().description);
    expect(description.getAttribute('dir')).toBe('auto');
  });
});
