/** Mounts Mantine's notifications when the first error toast is asked for. */
import { lazy, Suspense, useEffect, useState } from 'react';
import { onErrorToast } from '../api/error-toast';
import type { ToastRequest } from '../api/error-toast';

const ErrorToasts = lazy(() => import('./error-toasts'));

export function ToastHost() {
  const [toasts, setToasts] = useState<ToastRequest[]>([]);
  useEffect(() => onErrorToast((toast) => setToasts((list) => [...list, toast])), []);
  if (toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <ErrorToasts toasts={toasts} onShown={(count) => setToasts((list) => list.slice(count))} />
    </Suspense>
  );
}
