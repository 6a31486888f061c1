import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { render } from '#web/test/render.tsx';
import { product } from '#testing/factories.ts';
import { ProductAdminRow } from './ProductAdminRow.tsx';

function renderRow(stock: number, heldUntil?: string) {
  const shown = product({ id: 3, name: 'Moss Agate', stock, ...(heldUntil ? { heldUntil } : {}) });
  const onStockChange = vi.fn();
  render(
    <ul>
      <ProductAdminRow product={shown} onEdit={vi.fn()} onDelete={vi.fn()} onStockChange={onStockChange} stockChanging={false} />
    </ul>,
  );
  const stockSwitch = screen.getByRole<HTMLInputElement>('switch', { name: 'In stock: Moss Agate' });
  const label = document.querySelector(`label[for="${stockSwitch.id}"]`)?.textContent;
  return { shown, stockSwitch, label, onStockChange };
}

describe('ProductAdminRow: the stock switch says the state it is in', () => {
  it("reads 'Out of stock', switched off, beside the Out of stock badge", () => {
    const { stockSwitch, label } = renderRow(0);

    expect(stockSwitch.checked).toBe(false);
    expect(label).toBe('Out of stock');
  });

  it("reads 'All units held', switched on, while checkouts hold every unit, and says until when", () => {
    const { stockSwitch, label } = renderRow(0, new Date(Date.now() + 10 * 60_000).toISOString());

    expect(stockSwitch.checked).toBe(true);
    // The hint stands under the label, inside Mantine's label element.
    expect(label).toBe('All units held' + 'Switch off to keep them off sale when the holds end');
    expect(screen.getByTestId('on-hold-note').textContent).toMatch(/^On hold in another checkout — may be back by /);
  });

  it('switches off, in advance, a product whose units are all held', async () => {
    const { shown, stockSwitch, onStockChange } = renderRow(0, new Date(Date.now() + 10 * 60_000).toISOString());

    await userEvent.click(stockSwitch);

    expect(onStockChange).toHaveBeenCalledWith(shown, false);
  });

  it("reads 'Out of stock', switched off, once the hold it told has ended", () => {
    const { stockSwitch, label } = renderRow(0, new Date(Date.now() - 1000).toISOString());

    expect(stockSwitch.checked).toBe(false);
    expect(label).toBe('Out of stock');
    expect(screen.queryByTestId('on-hold-note')).toBeNull();
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
