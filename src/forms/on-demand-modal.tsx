/**
 * Mantine's Modal, loaded when it is first opened: its focus trap, scroll lock, transitions and
 * positioning serve a dialog most visits never open (the manual bank form beside the bank link,
 * an owner's or a location's details), so the page does not carry them when it opens
 * (docs/decisions/0120-later-route-weight.md, 0181-lighter-form-routes.md). Once opened it stays
 * mounted, so its closing transition and later openings need no load.
 */
import type { ModalProps } from '@mantine/core';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';

const Modal = lazy(() => import('./modal-chunk').then((m) => ({ default: m.Modal })));

export function OnDemandModal(props: ModalProps) {
  const [wanted, setWanted] = useState(false);
  // The modal mounts already open the first time, so Mantine has no earlier focus to return to:
  // the element that had focus when it first opened gets it back when it first closes (WCAG
  // 2.4.3); Mantine returns focus itself on later openings.
  const opener = useRef<HTMLElement | null>(null);
  const firstClose = useRef(true);
  if (props.opened && !wanted) {
    setWanted(true);
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  }
  useEffect(() => {
    if (!wanted || props.opened || !firstClose.current) return;
    firstClose.current = false;
    if (opener.current?.isConnected) opener.current.focus();
  }, [wanted, props.opened]);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Modal {...props} />
    </Suspense>
  );
}
