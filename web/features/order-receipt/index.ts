/** The shopper's receipt page (/orders/{id}): its own chunk, loaded when the page is opened. */
export { ReceiptPage } from './ReceiptPage.tsx';
