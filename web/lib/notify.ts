import { notifications } from '@mantine/notifications';
import i18next from 'i18next';
import { ApiError } from './api.ts';

/** Toasts (docs/product.md §8): one at a time; each new one replaces what is showing. */
function show(color: 'green' | 'red', title: string, message?: string) {
  notifications.clean();
  notifications.show({ color, title, message: message ?? '', withBorder: true });
}

export const notifySuccess = (title: string, message?: string) => show('green', title, message);

/** The destructive toast. */
export const notifyError = (title: string, message?: string) => show('red', title, message);

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
