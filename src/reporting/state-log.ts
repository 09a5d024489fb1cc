/**
 * Starts the debug state log when its flag is on (doc 1 §9): every app actor's snapshot passes
 * through the app inspector; what changed goes to the state log actor, which sends it to
 * POST /api/redux-log/{email} and stops after more than 10 failures. Loaded only when the flag
 * is on, so the pages carry none of it otherwise.
 */
import { createActor, fromPromise } from 'xstate';
import type { InspectionEvent } from 'xstate';
import { stateLogPath } from '../../domain/api/state-log-api';
import { stateDiffOf, type KeptSnapshot } from '../../machines/state-log/state-diff';
import { stateLogMachine } from '../../machines/state-log/state-log.machine';
import { apiRequest } from '../api/http-client';
import { addInspectionListener } from '../app/app-inspector';

/** Starts logging for the session e-mail `emailOf()` gives; answers a function that stops it. */
export function startStateLog(emailOf: () => string | null) {
  const log = createActor(
    stateLogMachine.provide({
      actors: {
        sendDiffs: fromPromise(async ({ input, signal }) => {
          const email = emailOf();
          if (!email) throw new Error('No session e-mail to log under yet.');
          return apiRequest(stateLogPath(email), { json: { diffs: input.diffs }, signal });
        }),
      },
    }),
  ).start();
  const kept = new Map<string, KeptSnapshot>();
  const remove = addInspectionListener((event: InspectionEvent) => {
    if (event.type !== '@xstate.snapshot' || log.getSnapshot().status === 'done') return;
    const actor = event.actorRef as unknown as {
      id?: string;
      _parent?: unknown;
      options?: { systemId?: string };
    };
    // The log's own actor and its sends are not logged.
    if (event.actorRef === (log as unknown) || actor._parent === log) return;
    const name = actor.options?.systemId ?? actor.id ?? 'actor';
    const { diff, kept: next } = stateDiffOf(
      name,
      event.snapshot as { value?: unknown; context?: unknown },
      kept.get(name),
      Date.now(),
    );
    kept.set(name, next);
    if (diff) log.send({ type: 'log.diff', diff });
  });
  return () => {
    remove();
    log.stop();
  };
}
