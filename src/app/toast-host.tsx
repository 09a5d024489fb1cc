/** Mounts Mantine's notifications when the first error toast is asked for. */
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { onErrorToast } from '../api/error-toast';
import type { ToastRequest } from '../api/error-toast';

const ErrorToasts = lazy(() => import('./error-toasts'));

export function ToastHost() {
  const [toasts, setToasts] = useState<ToastRequest[]>([]);
  // Once loaded, the notifications stay mounted so shown toasts live out their 6 s.
  const [active, setActive] = useState(false);
  useEffect(
    () =>
      onErrorToast((toast) => {
        setActive(true);
        setToasts((list) => [...list, toast]);
      }),
    [],
  );
  const shown = useCallback((count: number) => setToasts((list) => list.slice(count)), []);
  if (!active) return null;
  return (
    <Suspense fallback={null}>
      <ErrorToasts toasts={toasts} onShown={shown} />
    </Suspense>
  );
}
