import { notifications, notificationsStore } from '@mantine/notifications';
import i18next from 'i18next';
import { ApiError } from './api.ts';

type ToastOptions = {
  /** Stays its whole time: a toast that comes meanwhile waits behind it instead of replacing it. */
  keep?: boolean;
};

let keptToastId: string | undefined;

/**
 * Toasts (docs/product.md §8): one at a time; each new one replaces what is showing and what waits, except a
 * kept one, which the container (limit 1) shows out its time before the newest waiting toast.
 */
function show(color: 'green' | 'red', title: string, message = '', { keep = false }: ToastOptions = {}) {
  notifications.updateState(notificationsStore, (toasts) => toasts.filter((toast) => toast.id === keptToastId));
  const id = notifications.show({ color, title, message, withBorder: true });
  if (keep) keptToastId = id;
}

export const notifySuccess = (title: string, message?: string) => show('green', title, message);

/** The destructive toast. */
export const notifyError = (title: string, message?: string, options?: ToastOptions) => show('red', title, message, options);

/**
 * What to tell the visitor about a failure, in their language: the translation of the API's error code
 * when the server refused with one (`errors.<code>`, or its fuller `errors.<code>_detail` when the
 * refusal carries the values that one names), else `fallback`.
 */
export function failureText(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError) || !error.code) return fallback;
  const detail = `errors.${error.code}_detail`;
  const key = Object.keys(error.params).length > 0 && i18next.exists(detail) ? detail : `errors.${error.code}`;
  return i18next.t(key, { ...error.params, defaultValue: fallback });
}

/** The one way a failure becomes a toast: `title`, then failureText(error, fallback). */
export const notifyFailure = (title: string, error: unknown, fallback = '') => notifyError(title, failureText(error, fallback));
