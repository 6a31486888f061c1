import { notifications } from '@mantine/notifications';
import { ApiError } from './api.ts';

/** Toasts (SPEC 8): one at a time; each new one replaces what is showing. */
function show(color: 'green' | 'red', title: string, message?: string) {
  notifications.clean();
  notifications.show({ color, title, message: message ?? '', withBorder: true });
}

export const notifySuccess = (title: string, message?: string) => show('green', title, message);

/** The destructive toast. */
export const notifyError = (title: string, message?: string) => show('red', title, message);

/** The server's own `error` text when it gave one, else `fallback`. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError ? (error.serverMessage ?? fallback) : fallback;
}
