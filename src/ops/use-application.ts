/** Loads one application and runs the console's changes on it, with their notices. */
import { useCallback, useEffect, useState } from 'react';
import type { ApplicationDetail } from '../../domain/api/back-office-api';
import { opsApi } from './ops-api';
import { messageOf, useOpsSession } from './ops-session';

/** A notice above the application: what just happened, or why it did not. */
export interface Notice {
  kind: 'success' | 'error';
  message: string;
}

export function useApplication(id: string) {
  const session = useOpsSession();
  const [application, setApplication] = useState<ApplicationDetail | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let current = true;
    opsApi.application(id).then(
      (detail) => current && setApplication(detail),
      (failure: unknown) =>
        current && setNotice({ kind: 'error', message: messageOf(failure, session) }),
    );
    return () => {
      current = false;
    };
  }, [id, session]);

  /** Runs a change; the answer is the application as it now is. */
  const run = useCallback(
    async (change: () => Promise<ApplicationDetail>, success: string) => {
      setBusy(true);
      try {
        setApplication(await change());
        setNotice({ kind: 'success', message: success });
      } catch (failure) {
        setNotice({ kind: 'error', message: messageOf(failure, session) });
      } finally {
        setBusy(false);
      }
    },
    [session],
  );

  return { application, notice, busy, run, dismiss: () => setNotice(null) };
}
