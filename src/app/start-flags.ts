/** Starts the feature flags actor with the real GET /api/flags call. */
import { createActor, fromPromise } from 'xstate';
import type { InspectionEvent, Observer } from 'xstate';
import { STATUS_API, type FlagsResponse } from '../../domain/api/status-api';
import { flagsMachine } from '../../machines/flags/flags.machine';
import { apiRequest } from '../api/http-client';
import { ACTOR_NAMES } from './app-inspector';

export const appFlagsMachine = flagsMachine.provide({
  actors: {
    loadFlags: fromPromise(({ signal }) => apiRequest<FlagsResponse>(STATUS_API.flags, { signal })),
  },
});

export function startFlags(
  inspect?: Observer<InspectionEvent> | ((event: InspectionEvent) => void),
) {
  const actor = createActor(appFlagsMachine, {
    systemId: ACTOR_NAMES.flags,
    ...(inspect ? { inspect } : {}),
  });
  actor.start();
  return actor;
}
