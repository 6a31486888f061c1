import { lazy } from 'react';
import { WhenOpened } from '#web/components/WhenOpened.tsx';
import { useToastAsked } from '#web/lib/notify.ts';
import { withMantineTheme } from './with-mantine-theme.ts';

const ToastContainer = lazy(withMantineTheme(() => import('./ToastContainer.tsx').then((m) => m.ToastContainer)));

/**
 * The toasts' container, its transitions and Mantine's toast store load with the first toast
 * (web/lib/notify.ts), which waits in the store until the container has mounted.
 */
export function Toasts() {
  return <WhenOpened opened={useToastAsked()}>{() => <ToastContainer />}</WhenOpened>;
}
