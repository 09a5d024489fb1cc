/**
 * Opens the offline inspector panel with `?inspect=offline` or Alt+Shift+I (development only). The
 * panel, with its drawing code, loads the first time it opens, so pages load as fast without it.
 */
import { lazy, Suspense, useEffect, useState } from 'react';

const OfflineInspectorPanel = lazy(() => import('./offline-inspector-panel'));

const TOGGLE_KEY = { key: 'I', altKey: true, shiftKey: true };

export default function OfflineInspector() {
  const [open, setOpen] = useState(
    () => new URLSearchParams(window.location.search).get('inspect') === 'offline',
  );
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (
        event.key.toUpperCase() === TOGGLE_KEY.key &&
        event.altKey === TOGGLE_KEY.altKey &&
        event.shiftKey === TOGGLE_KEY.shiftKey
      ) {
        setOpen((value) => !value);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <OfflineInspectorPanel />
    </Suspense>
  );
}
