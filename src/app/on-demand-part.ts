/**
 * A part of a page whose code is a chunk of its own, loaded when the part is first wanted (the
 * date of birth's date input, the upload drop zone, New Zealand's direct debit part, Plaid Link's
 * launcher: docs/decisions/0181-lighter-form-routes.md). The chunk is asked for once; a failed
 * load is forgotten, so the next call, or Try again, asks again. Unlike a page's chunk
 * (lazy-screen.ts) a failure never reloads the page: each part keeps the form as it is and shows
 * its own way on.
 */
import { useEffect, useState } from 'react';

export interface OnDemandPart<T> {
  /** Loads the chunk (once, while it succeeds) and gives its part. */
  load(): Promise<T>;
  /**
   * The part once its code is here; `failed` after a failed load, until `retry` asks again.
   * Nothing is loaded while `wanted` is false.
   */
  usePart(wanted?: boolean): { part: T | undefined; failed: boolean; retry: () => void };
}

export function onDemandPart<T>(importPart: () => Promise<T>): OnDemandPart<T> {
  let loaded: T | undefined;
  let loading: Promise<T> | undefined;
  const load = (): Promise<T> => {
    loading ??= importPart().then(
      (part) => (loaded = part),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };

  function usePart(wanted = true) {
    // A function in state is a component here: set it through an updater, never called.
    const [part, setPart] = useState<{ value: T } | undefined>(() =>
      loaded === undefined ? undefined : { value: loaded },
    );
    const [attempt, setAttempt] = useState(0);
    const [failed, setFailed] = useState(false);
    useEffect(() => {
      if (!wanted || part) return;
      let current = true;
      setFailed(false);
      load().then(
        (value) => current && setPart({ value }),
        () => current && setFailed(true),
      );
      return () => {
        current = false;
      };
    }, [wanted, part, attempt]);
    return { part: part?.value, failed, retry: () => setAttempt((n) => n + 1) };
  }

  return { load, usePart };
}
