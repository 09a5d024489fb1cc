/**
 * The app's error toast (doc 1 §9: auto-hides after 6000 ms; doc 2 §8: the generic text). The
 * notifications code loads with the first toast, so it stays out of the first page's script. A
 * toast for a call that can be sent again carries a "Try again" action and stays until closed, so
 * no one has to beat a timer to use it (WCAG 2.2.1).
 */
import { GENERIC_ERROR_MESSAGE } from '../../domain/errors/plain-failure';
import { msg, type Text } from '../../domain/i18n/message';

export const GENERIC_TOAST_MESSAGE = GENERIC_ERROR_MESSAGE;
export const TOAST_AUTO_CLOSE_MS = 6000;
export const RETRY_LABEL = msg('common.tryAgain');

export interface ToastRequest {
  /** Said by the toast in the active language. */
  message: Text;
  /** Sends the failed call again (the machine's retry event). */
  retry?: () => void;
}

type ToastListener = (toast: ToastRequest) => void;
const listeners = new Set<ToastListener>();
const waiting: ToastRequest[] = [];

/** Shows an error toast; without a message it shows the generic one. */
export function showErrorToast(message?: Text | null, options: { retry?: () => void } = {}): void {
  const toast: ToastRequest = {
    message: message || GENERIC_TOAST_MESSAGE,
    ...(options.retry ? { retry: options.retry } : {}),
  };
  if (listeners.size === 0) waiting.push(toast);
  listeners.forEach((listener) => listener(toast));
}

/** Used by the toast host: receives every toast, starting with those shown before it mounted. */
export function onErrorToast(listener: ToastListener): () => void {
  listeners.add(listener);
  waiting.splice(0).forEach((toast) => listener(toast));
  return () => listeners.delete(listener);
}
