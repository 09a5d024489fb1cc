/**
 * Says the state of a call in the app's polite live region (src/app/live-announcer.ts): what is
 * happening when it starts (loading, saving) and how it ended when it stops, so a screen-reader
 * user hears what a sighted user sees in a spinner or a changed page (WCAG 4.1.3).
 */
import { useEffect, useRef } from 'react';
import { announce } from './live-announcer';

export function useAnnounceBusy(
  busy: boolean,
  words: { busy: string; done?: string | (() => string | null) },
): void {
  const wasBusy = useRef(false);
  const latest = useRef(words);
  latest.current = words;
  useEffect(() => {
    if (busy && !wasBusy.current) announce(latest.current.busy);
    if (!busy && wasBusy.current) {
      const { done } = latest.current;
      const text = typeof done === 'function' ? done() : done;
      if (text) announce(text);
    }
    wasBusy.current = busy;
  }, [busy]);
}
