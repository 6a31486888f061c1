/** The shopper's receipt: its page (/orders/{id}), the page a private link opens (/receipts/{token}), and the link itself. */
export { ReceiptPage } from './ReceiptPage.tsx';
export { ReceiptLinkNotFound, SharedReceiptPage } from './SharedReceiptPage.tsx';
export { PrivateReceiptLink } from './PrivateReceiptLink.tsx';
export { loadSharedReceipt } from './api/receipt-links.ts';
