/**
 * The pushed-change subscription in path tests: the real machine invokes it as the app does, and
 * a path's 'pushed change' step is delivered through it (its `changed` event, sent back by the
 * invoked actor) instead of being sent to the machine directly.
 */
import { fromCallback, type EventObject } from 'xstate';
import { named } from '../testing/path-coverage';
import type { StatusEventsInput } from './status-events';

export const PUSHED_CHANGE = 'pushed change';

export function pushedChanges() {
  let push: (() => void) | undefined;
  return {
    /** Provided as `statusEvents`. */
    actor: fromCallback<EventObject, StatusEventsInput>(({ sendBack, input }) => {
      push = () => sendBack(input.changed);
      return () => {
        push = undefined;
      };
    }),
    /** The model's event: what the subscription sends on a pushed change. */
    event: (type: string) => named(PUSHED_CHANGE, { type }),
    /** Delivers a 'pushed change' step through the invoked subscription; false for other steps. */
    drive(event: EventObject): boolean {
      if ((event as { label?: string }).label !== PUSHED_CHANGE) return false;
      if (!push) throw new Error('the actor has no status subscription open');
      push();
      return true;
    },
  };
}

/** Whether the last step of a path was a pushed change. */
export const lastStepPushed = (events: readonly EventObject[]) =>
  (events.at(-1) as { label?: string } | undefined)?.label === PUSHED_CHANGE;
