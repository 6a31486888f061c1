import { render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StockBadge } from './StockBadge.tsx';

afterEach(() => vi.restoreAllMocks());

describe('StockBadge', () => {
  it("hydrates a page the server kept past a hold's end as it was rendered, then says the stone is out of stock", async () => {
    const product = { stock: 0, heldUntil: new Date(Date.now() - 60_000).toISOString() };
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(<StockBadge product={product} />);
    expect(container.textContent).toBe('On hold');
    const mismatches = vi.fn();

    render(<StockBadge product={product} />, { container, hydrate: true, onRecoverableError: mismatches });

    await waitFor(() => expect(screen.getByTestId('stock-badge').textContent).toBe('Out of stock'));
    expect(mismatches).not.toHaveBeenCalled();
  });

  it('says a sold-out stone a checkout holds is on hold, and one nobody holds is out of stock', () => {
    const held = render(<StockBadge product={{ stock: 0, heldUntil: new Date(Date.now() + 60_000).toISOString() }} />);
    expect(held.container.textContent).toBe('On hold');
    const soldOut = render(<StockBadge product={{ stock: 0 }} />);
    expect(soldOut.container.textContent).toBe('Out of stock');
  });
});
