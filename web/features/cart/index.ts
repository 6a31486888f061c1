/** The shopper's cart: what the page frame, the catalog and checkout may use. */
export { clearCart, useAddToCart } from './api/cart-mutations.ts';
export { cartQueryKey, useCart } from './api/get-cart.ts';
export { CartButton } from './CartButton.tsx';
export { LazyCartDrawer as CartDrawer } from './LazyCartDrawer.tsx';
export { cartTotal, lineTotal } from './cart-math.ts';
export { CartPanelProvider, useCartPanel } from './cart-panel.tsx';
export { sessionHeaders } from './visitor-session.ts';
