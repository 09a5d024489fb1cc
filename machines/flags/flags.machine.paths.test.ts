/**
 * Model-based path tests of the feature flags actor (doc 1 §6): generated paths replayed on a
 * running actor whose flag call waits for the test's answer. Until the answer, and when the call
 * fails, every flag keeps its default; an answer changes only the flags it names with a boolean.
 */
import { describe, expect, it } from 'vitest';
import type { EventObject } from 'xstate';
import { DEFAULT_FEATURE_FLAGS } from '../../domain/flags/feature-flags';
import { flagsMachine, type FlagsContext } from './flags.machine';
import {
  done,
  failed,
  named,
  NO_SHORTFALLS,
  runPaths,
  shortfallsOf,
  type Oracle,
} from '../testing/path-coverage';

const EVENTS = [
  named(
    'cash pay off, a text value ignored',
    done('loadFlags', {
      merchantPortalReleaseCashPay: false,
      merchantPortalReleaseEnableContactUsFooter: 'false',
    }),
  ),
  named('network down', failed('loadFlags', new TypeError('Failed to fetch'))),
] as EventObject[];

const oracles: Oracle<FlagsContext>[] = [
  {
    source: 'doc 1 §6 Feature flags',
    name: 'defaults hold until the answer and after a failure; only boolean answers change a flag',
    check: ({ snapshot, events }) => {
      const last = events.at(-1)?.type ?? '';
      const expected = { ...DEFAULT_FEATURE_FLAGS };
      if (last.startsWith('xstate.done.actor.')) expected.merchantPortalReleaseCashPay = false;
      return JSON.stringify(snapshot.context.flags) === JSON.stringify(expected)
        ? null
        : `flags ${JSON.stringify(snapshot.context.flags)}`;
    },
  },
];

describe('flags machine: generated paths replayed on a running actor', () => {
  it('every path reaches the model state, and the paths cover every state and transition', async () => {
    const result = await runPaths('flags', [
      { machine: flagsMachine, events: EVENTS, callIds: ['loadFlags'], oracles },
    ]);
    expect(result.record.paths.length).toBeGreaterThanOrEqual(2);
    expect(shortfallsOf(result)).toEqual(NO_SHORTFALLS);
  });
});
