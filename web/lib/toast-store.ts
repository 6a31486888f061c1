import { notifications, notificationsStore } from '@mantine/notifications';
import i18next from 'i18next';

export type ToastColor = 'green' | 'red';

let keptToastId: string | undefined;

/**
 * Toasts (docs/product.md §8): one at a time; each new one replaces what is showing and what waits, except a
 * kept one, which the container (limit 1) shows out its time before the newest waiting toast.
 */
export function showToast(color: ToastColor, title: string, message: string, keep: boolean): void {
  notifications.updateState(notificationsStore, (toasts) => toasts.filter((toast) => toast.id === keptToastId));
  const id = notifications.show({
    color,
    title,
    message,
    withBorder: true,
    closeButtonProps: { 'aria-label': i18next.t('common.closeMessage') },
    // Mantine writes a titled toast's text in grey 6, at 3.3:1 on white; the shop's dimmed grey reads at 6:1 (theme.ts).
    styles: { description: { color: 'var(--mantine-color-dimmed)' } },
  });
  if (keep) keptToastId = id;
}
