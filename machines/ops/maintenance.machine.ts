/**
 * The portal-wide maintenance switch in the console header (docs/decisions/0071): it loads the
 * switch, then flips it on the operator's word; a refused flip keeps the switch as it was under
 * its message, and a 401 ends the console session.
 */
import { assign, fromPromise, setup } from 'xstate';
import type { MaintenanceSwitch } from '../../domain/api/maintenance-api';
import { failureMessage, providedByConsole, sessionEnded, whenRefused } from './ops-failure';

export interface MaintenanceContext {
  state: MaintenanceSwitch | null;
  error: string | null;
}

export type MaintenanceEvent = { type: 'maintenance.set'; on: boolean };

export const maintenanceMachine = setup({
  types: { context: {} as MaintenanceContext, events: {} as MaintenanceEvent },
  actors: {
    /** GET /api/ops/maintenance. */
    loadMaintenance: fromPromise<MaintenanceSwitch>(providedByConsole('maintenance')),
    /** POST /api/ops/maintenance. */
    setMaintenance: fromPromise<MaintenanceSwitch, boolean>(providedByConsole('set maintenance')),
  },
  actions: {
    /** Tells the console session it ended (provided by the console). */
    sessionExpired: () => {},
    /** Keeps the message of a refused call. */
    showFailure: assign({ error: (_, params: { error: unknown }) => failureMessage(params.error) }),
  },
  guards: {
    sessionEnded: (_, params: { error: unknown }) => sessionEnded(params.error),
  },
}).createMachine({
  id: 'maintenance',
  context: { state: null, error: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadMaintenance',
        src: 'loadMaintenance',
        onDone: { target: 'ready', actions: assign({ state: ({ event }) => event.output }) },
        onError: whenRefused('unavailable', 'showFailure'),
      },
    },
    unavailable: {},
    ready: {
      on: { 'maintenance.set': { target: 'saving', actions: assign({ error: null }) } },
    },
    saving: {
      invoke: {
        id: 'setMaintenance',
        src: 'setMaintenance',
        input: ({ event }) => (event as MaintenanceEvent).on,
        onDone: { target: 'ready', actions: assign({ state: ({ event }) => event.output }) },
        onError: whenRefused('ready', 'showFailure'),
      },
    },
  },
});
