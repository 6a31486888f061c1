/** Checkout: loaded as its own chunk when the cart opens it. */
export { CheckoutDialog } from './CheckoutDialog.tsx';
