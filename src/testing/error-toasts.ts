/** Test support: the error toasts the app shows, as the toast host receives them. */
import { onErrorToast, type ToastRequest } from '../api/error-toast';

/** Starts recording the toasts shown from now on; `stop` ends the recording. */
export function recordErrorToasts(): { toasts: ToastRequest[]; stop: () => void } {
  const toasts: ToastRequest[] = [];
  const stop = onErrorToast((toast) => toasts.push(toast));
  // Toasts of earlier tests that no host received are handed over at once: they are not this
  // test's.
  toasts.length = 0;
  return { toasts, stop };
}
