import { Notifications } from '@mantine/notifications';
import '@mantine/core/styles/Notification.css';
import '@mantine/notifications/styles.css';

/**
 * docs/product.md §8's toasts: one at a time, 5 s each, at the foot of the screen. At the top right, "Added to Cart"
 * lay over the header's cart button, the very control a shopper reaches for next, and a pointer resting on the toast
 * holds it open.
 */
export function ToastContainer() {
  return <Notifications limit={1} autoClose={5000} position="bottom-center" />;
}
