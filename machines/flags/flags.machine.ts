/**
 * The feature flags of this visit (doc 1 §6), read once from GET /api/flags when the app starts.
 * Until they arrive, and when they cannot be read, the defaults apply (domain/flags), so no page
 * waits on them. The call is an invoked actor the app provides.
 */
import { assign, fromPromise, setup } from 'xstate';
import { DEFAULT_FEATURE_FLAGS, type FeatureFlags } from '../../domain/flags/feature-flags';
import { providedByApp } from '../calls/call-answers';

export interface FlagsContext {
  flags: FeatureFlags;
}

export const flagsMachine = setup({
  types: { context: {} as FlagsContext },
  actors: {
    loadFlags: fromPromise<Partial<FeatureFlags>>(providedByApp('flags')),
  },
}).createMachine({
  id: 'flags',
  context: { flags: { ...DEFAULT_FEATURE_FLAGS } },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadFlags',
        src: 'loadFlags',
        onDone: {
          target: 'ready',
          actions: assign(({ event }) => ({
            // Only booleans count: a flag the answer lacks keeps its default.
            flags: Object.fromEntries(
              Object.entries(DEFAULT_FEATURE_FLAGS).map(([name, value]) => {
                const given = (event.output as Record<string, unknown>)[name];
                return [name, typeof given === 'boolean' ? given : value];
              }),
            ) as unknown as FeatureFlags,
          })),
        },
        onError: { target: 'ready' },
      },
    },
    ready: { type: 'final' },
  },
});
