import i18next from 'i18next';
import { useSyncExternalStore } from 'react';
import { ApiError } from './api.ts';
import type { ToastColor } from './toast-store.ts';

type ToastOptions = {
  /** Stays its whole time: a toast that comes meanwhile waits behind it instead of replacing it. */
  keep?: boolean;
};

let toastAsked = false;
const askListeners = new Set<() => void>();

function subscribeToAsks(changed: () => void): () => void {
  askListeners.add(changed);
  return () => askListeners.delete(changed);
}

/** Whether a toast has been asked for in this page: the toasts' container loads then (web/app/toasts.tsx). */
export function useToastAsked(): boolean {
  return useSyncExternalStore(
    subscribeToAsks,
    () => toastAsked,
    () => false,
  );
}

/**
 * Mantine's toast store (toast-store.ts) loads with the first toast, not with the page; toasts asked for
 * meanwhile are shown in the order they were asked for.
 */
function show(color: ToastColor, title: string, message = '', { keep = false }: ToastOptions = {}) {
  if (!toastAsked) {
    toastAsked = true;
    for (const changed of askListeners) changed();
  }
  void import('./toast-store.ts').then((store) => store.showToast(color, title, message, keep));
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
