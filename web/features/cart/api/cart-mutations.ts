import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CartLine } from '#schema/api.ts';
import { apiRequest } from '#web/lib/api.ts';
import { sessionHeaders as headers, visitorSessionId } from '#web/features/cart/visitor-session.ts';
import { cartQueryKey } from './get-cart.ts';

export const addToCart = (productId: number, quantity = 1) =>
  apiRequest<CartLine>('/api/cart', {
    method: 'POST',
    headers: headers(),
    body: { productId, quantity, sessionId: visitorSessionId() },
  });

export const updateCartItem = (itemId: number, quantity: number) =>
  apiRequest<CartLine>(`/api/cart/${itemId}`, { method: 'PATCH', headers: headers(), body: { quantity } });

export const removeCartItem = (itemId: number) =>
  apiRequest<void>(`/api/cart/${itemId}`, { method: 'DELETE', headers: headers() });

export const clearCart = () => apiRequest<void>('/api/cart', { method: 'DELETE', headers: headers() });

/** SPEC 4: after every cart change the cart list is reloaded. */
function useCartMutation<TVariables, TResult>(mutationFn: (variables: TVariables) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: cartQueryKey }),
  });
}

export const useAddToCart = () => useCartMutation((productId: number) => addToCart(productId));
export const useUpdateCartItem = () =>
  useCartMutation(({ itemId, quantity }: { itemId: number; quantity: number }) => updateCartItem(itemId, quantity));
export const useRemoveCartItem = () => useCartMutation((itemId: number) => removeCartItem(itemId));
export const useClearCart = () => useCartMutation((_: void) => clearCart());
