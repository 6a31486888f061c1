import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, call } from '#web/lib/api.ts';
import { sessionHeaders as headers, visitorSessionId } from '../visitor-session.ts';
import { cartQueryKey } from './get-cart.ts';

export const addToCart = (productId: number, quantity = 1) =>
  call(api.cart.$post({ json: { productId, quantity, sessionId: visitorSessionId() } }, { headers: headers() }));

export const updateCartItem = (itemId: number, quantity: number) =>
  call(api.cart[':id'].$patch({ param: { id: String(itemId) }, json: { quantity } }, { headers: headers() }));

export const removeCartItem = (itemId: number) => call(api.cart[':id'].$delete({ param: { id: String(itemId) } }, { headers: headers() }));

export const clearCart = () => call(api.cart.$delete(undefined, { headers: headers() }));

/** docs/product.md §4: after every cart change the cart list is reloaded. */
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
