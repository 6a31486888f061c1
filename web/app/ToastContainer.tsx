import { Notifications } from '@mantine/notifications';
import '@mantine/core/styles/Notification.css';
import '@mantine/notifications/styles.css';

/** docs/product.md §8's toasts: one at a time, 5 s each, top right. */
export function ToastContainer() {
  return <Notifications limit={1} autoClose={5000} position="top-right" />;
}
