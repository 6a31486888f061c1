import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { product } from '#testing/factories.ts';
import { useAddToCartWithToasts } from './use-add-to-cart-with-toasts.ts';

const notifySuccess = vi.hoisted(() => vi.fn());
vi.mock('#web/lib/notify.ts', () => ({ notifySuccess, notifyError: vi.fn(), notifyFailure: vi.fn() }));
vi.mock('#web/features/cart/index.ts', () => ({
  useAddToCart: () => ({ mutate: (_id: number, { onSuccess }: { onSuccess: () => void }) => onSuccess() }),
}));

describe('useAddToCartWithToasts', () => {
  it("sets the stone's name in the toast's sentence as an island of its own direction, as a name staff wrote may be in any script", () => {
    const { result } = renderHook(() => useAddToCartWithToasts());
    act(() => result.current.add(product({ name: 'زمرد (Emerald) 2ct', stock: 3 })));
    expect(notifySuccess).toHaveBeenCalledWith('Added to Cart', '\u2068زمرد (Emerald) 2ct\u2069 has been added to your cart');
  });
});
