/**
 * Model-based path tests of the console's maintenance switch (docs/decisions/0071): generated
 * paths replayed on a running actor whose calls wait for the test's answer. Together they cover
 * the whole machine; a flip asks for the other position, and only a 401 ends the session.
 */
import { describe, expect, it } from 'vitest';
import type { EventObject } from 'xstate';
import {
  done,
  failed,
  NO_SHORTFALLS,
  runPaths,
  shortfallsOf,
  type Oracle,
  type PathModel,
} from '../testing/path-coverage';
import { maintenanceMachine, type MaintenanceContext } from './maintenance.machine';
import { REFUSED, SESSION_ENDED, sessionEndsOnlyOn401 } from './ops-paths.test-support';

const OFF = { on: false, changedBy: 'default', changedAt: null };
const ON = { on: true, changedBy: 'ops@example.com', changedAt: 1 };

const EVENTS = [
  done('loadMaintenance', OFF),
  failed('loadMaintenance', REFUSED),
  failed('loadMaintenance', SESSION_ENDED),
  { type: 'maintenance.set', on: true },
  done('setMaintenance', ON),
  failed('setMaintenance', REFUSED),
  failed('setMaintenance', SESSION_ENDED),
] as EventObject[];

const oracles: Oracle<MaintenanceContext>[] = [
  {
    source: 'docs/decisions/0071',
    name: 'a flip asks for the position the operator chose and shows the switch as answered',
    check: ({ snapshot, events, calls }) => {
      if (events.at(-1)?.type !== 'xstate.done.actor.setMaintenance') return undefined;
      if (calls.filter((c) => c.id === 'setMaintenance').at(-1)?.input !== true) return 'asked off';
      return snapshot.context.state?.on === true ? null : 'switch not shown on';
    },
  },
  sessionEndsOnlyOn401<MaintenanceContext>(),
];

const model: PathModel<MaintenanceContext> = {
  machine: maintenanceMachine,
  events: EVENTS,
  callIds: ['loadMaintenance', 'setMaintenance'],
  recordedActions: ['sessionExpired'],
  oracles,
};

describe('maintenance machine: generated paths replayed on a running actor', () => {
  it('every path reaches the model state, and the paths cover every state and transition', async () => {
    const result = await runPaths('ops maintenance', [model]);
    expect(result.record.paths.length).toBeGreaterThan(3);
    expect(shortfallsOf(result)).toEqual(NO_SHORTFALLS);
  });
});
