import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiOf, call, type Api } from '#web/lib/api.ts';
import { sessionHeaders as headers, visitorSessionId } from '../visitor-session.ts';
import { cartQueryKey } from './get-cart.ts';
import { refreshAfterWrite } from '#web/lib/refresh-after-write.ts';

export const addToCart = (api: Api, productId: number, quantity = 1) =>
  call(api.cart.$post({ json: { productId, quantity, sessionId: visitorSessionId() } }, { headers: headers() }));

export const updateCartItem = (api: Api, itemId: number, quantity: number) =>
  call(api.cart[':id'].$patch({ param: { id: String(itemId) }, json: { quantity } }, { headers: headers() }));

export const removeCartItem = (api: Api, itemId: number) =>
  call(api.cart[':id'].$delete({ param: { id: String(itemId) } }, { headers: headers() }));

export const clearCart = (api: Api) => call(api.cart.$delete(undefined, { headers: headers() }));

/** docs/product.md §4: after every cart change the cart list is reloaded. */
function useCartMutation<TVariables, TResult>(send: (api: Api, variables: TVariables) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: TVariables, { client }) => send(apiOf(client), variables),
    onSettled: () => refreshAfterWrite(queryClient, cartQueryKey),
  });
}

export const useAddToCart = () => useCartMutation((api, productId: number) => addToCart(api, productId));
export const useUpdateCartItem = () =>
  useCartMutation((api, { itemId, quantity }: { itemId: number; quantity: number }) => updateCartItem(api, itemId, quantity));
export const useRemoveCartItem = () => useCartMutation(removeCartItem);
export const useClearCart = () => useCartMutation((api, _: void) => clearCart(api));
