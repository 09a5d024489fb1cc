/**
 * Model-based path tests of the console's funnel (docs/decisions/0255): generated paths replayed
 * on a running actor whose load waits for the test's answer. Each load asks for the filter the
 * operator chose, a report shows as answered, and only a 401 ends the session.
 */
import { describe, expect, it } from 'vitest';
import type { EventObject } from 'xstate';
import type { FunnelAnswer } from '../../domain/api/funnel-api';
import { FUNNEL_STEPS } from '../../domain/funnel/funnel-steps';
import {
  done,
  failed,
  NO_SHORTFALLS,
  runPaths,
  shortfallsOf,
  type Oracle,
  type PathModel,
} from '../testing/path-coverage';
import {
  filterWith,
  funnelMachine,
  INITIAL_FUNNEL_FILTER,
  type FunnelContext,
} from './funnel.machine';
import { REFUSED, SESSION_ENDED, sessionEndsOnlyOn401 } from './ops-paths.test-support';

const REPORT: FunnelAnswer = {
  days: 7,
  country: 'AU',
  brand: null,
  merchants: 2,
  rows: FUNNEL_STEPS.map((step, index) => ({
    step,
    reached: index < 2 ? 2 : 0,
    stoppedHere: index === 1 ? 2 : 0,
    medianMsFromPrevious: index === 1 ? 60_000 : null,
  })),
};

const EVENTS = [
  done('loadFunnel', REPORT),
  failed('loadFunnel', REFUSED),
  failed('loadFunnel', SESSION_ENDED),
  { type: 'funnel.filter', field: 'days', value: '7' },
  { type: 'funnel.filter', field: 'country', value: 'AU' },
  { type: 'funnel.retry' },
] as EventObject[];

const oracles: Oracle<FunnelContext>[] = [
  {
    source: 'docs/decisions/0255',
    name: 'each load asks for the filter the operator chose',
    check: ({ events, calls }) => {
      const loads = calls.filter((c) => c.id === 'loadFunnel');
      if (loads.length === 0) return undefined;
      let expected = INITIAL_FUNNEL_FILTER;
      for (const event of events) {
        if (event.type === 'funnel.filter') {
          const { field, value } = event as unknown as { field: 'days' | 'country'; value: string };
          expected = filterWith(expected, field, value);
        }
      }
      return JSON.stringify(loads.at(-1)?.input) === JSON.stringify(expected)
        ? null
        : `asked ${JSON.stringify(loads.at(-1)?.input)}, chose ${JSON.stringify(expected)}`;
    },
  },
  {
    source: 'docs/decisions/0255',
    name: 'a loaded report is shown as answered',
    check: ({ snapshot, events }) => {
      if (events.at(-1)?.type !== 'xstate.done.actor.loadFunnel') return undefined;
      return snapshot.context.report === REPORT && snapshot.matches('ready')
        ? null
        : 'report not shown';
    },
  },
  sessionEndsOnlyOn401<FunnelContext>(),
];

const model: PathModel<FunnelContext> = {
  machine: funnelMachine,
  events: EVENTS,
  callIds: ['loadFunnel'],
  recordedActions: ['sessionExpired'],
  oracles,
};

describe('funnel machine: generated paths replayed on a running actor', () => {
  it('every path reaches the model state, and the paths cover every state and transition', async () => {
    const result = await runPaths('ops funnel', [model]);
    expect(result.record.paths.length).toBeGreaterThan(3);
    expect(shortfallsOf(result)).toEqual(NO_SHORTFALLS);
  });

  it('keeps the filter as it was for a value outside the choices', () => {
    expect(filterWith(INITIAL_FUNNEL_FILTER, 'days', '14')).toEqual(INITIAL_FUNNEL_FILTER);
    expect(filterWith(INITIAL_FUNNEL_FILTER, 'country', 'GB').country).toBe('UK');
    expect(filterWith({ ...INITIAL_FUNNEL_FILTER, brand: 'uk' }, 'brand', '').brand).toBeNull();
  });
});
