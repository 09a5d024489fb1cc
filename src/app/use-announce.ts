/**
 * Says the state of a call in the app's polite live region (src/app/live-announcer.ts): what is
 * happening when it starts (loading, saving) and how it ended when it stops, so a screen-reader
 * user hears what a sighted user sees in a spinner or a changed page (WCAG 4.1.3).
 * It follows the actor's snapshots rather than what was rendered: a render may skip a call that
 * started and ended between two renders (src/app/use-actor-view.ts), the merchant still hears it.
 */
import { useEffect, useRef } from 'react';
import type { AnyActorRef, SnapshotFrom } from 'xstate';
import { announce } from './live-announcer';

export function useAnnounceBusy<TActor extends AnyActorRef>(
  actor: TActor,
  isBusy: (snapshot: SnapshotFrom<TActor>) => boolean,
  words: { busy: string; done?: string | (() => string | null) },
): void {
  const latest = useRef({ isBusy, words });
  useEffect(() => {
    latest.current = { isBusy, words };
  });
  useEffect(() => {
    let wasBusy = latest.current.isBusy(actor.getSnapshot() as SnapshotFrom<TActor>);
    const subscription = actor.subscribe((snapshot) => {
      const busy = latest.current.isBusy(snapshot as SnapshotFrom<TActor>);
      const { words: said } = latest.current;
      if (busy && !wasBusy) announce(said.busy);
      if (!busy && wasBusy) {
        const text = typeof said.done === 'function' ? said.done() : said.done;
        if (text) announce(text);
      }
      wasBusy = busy;
    });
    return () => subscription.unsubscribe();
  }, [actor]);
}
