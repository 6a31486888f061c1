import { useNotifications } from '@mantine/notifications';
import { lazy } from 'react';
import { WhenOpened } from '#web/components/WhenOpened.tsx';

const ToastContainer = lazy(() => import('./ToastContainer.tsx').then((m) => ({ default: m.ToastContainer })));

/**
 * The toasts' container and its transitions load with the first toast (web/lib/notify.ts), which waits
 * in Mantine's store until the container has mounted.
 */
export function Toasts() {
  const { notifications, queue } = useNotifications();
  return <WhenOpened opened={notifications.length + queue.length > 0}>{() => <ToastContainer />}</WhenOpened>;
}
