/**
 * Model-based path tests of in-store activation (docs/architecture.md §3): the per-store machine and the
 * parent that spawns one per store, each over paths generated from the real machine and replayed
 * on running actors (the store polling through the real poll-with-retries logic, the 5 s delays
 * on a simulated clock). Together the paths must take every transition and visit every state.
 */
import { describe, expect, it } from 'vitest';
import type { EventObject } from 'xstate';
import type { ClientAccessTokenResponse, StoreLocationSummary } from '../../domain/api/status-api';
import {
  ACTIVATION_DELAYS,
  ACTIVATION_MAX_ERRORS,
  inStoreActivationMachine,
  reportingStoreActivationMachine,
  storeActivationMachine,
} from './in-store-activation.machine';
import { pollWithRetriesMachine } from '../calls/poll-with-retries';
import {
  after,
  done,
  failed,
  NO_SHORTFALLS,
  runPaths,
  settle,
  shortfallsOf,
  type WaitingNetwork,
} from '../testing/path-coverage';
import { ACTIVATION_POLL } from '../testing/spec-tables';

const stores: StoreLocationSummary[] = [
  { id: 'sl_a', label: 'Location 1', locationName: 'Harbour St' },
  { id: 'sl_b', label: 'Location 2', locationName: 'Market Lane' },
];

function storeActors(network: WaitingNetwork) {
  return {
    clientAccessToken: network.call<ClientAccessTokenResponse, string>(),
    pollStoreLocation: pollWithRetriesMachine.provide({
      actors: { poll: network.call<unknown, unknown>() },
    }),
  };
}

async function drivePoll(
  event: EventObject,
  { network, clock }: { network: WaitingNetwork; clock: { increment(ms: number): void } },
) {
  if (event.type !== 'xstate.done.actor.storePoll') return false;
  const { outcome } = (event as unknown as { output: { outcome: string } }).output;
  if (outcome === 'complete') {
    network.answer('poll', { hasSelfServeTransaction: false });
    await settle();
    clock.increment(ACTIVATION_DELAYS.activationPoll);
    await settle();
    network.answer('poll', { hasSelfServeTransaction: true });
    return true;
  }
  for (let call = 1; call <= ACTIVATION_MAX_ERRORS; call += 1) {
    network.fail('poll', new TypeError('Failed to fetch'));
    await settle();
    if (call < ACTIVATION_MAX_ERRORS) clock.increment(ACTIVATION_DELAYS.activationPoll);
    await settle();
  }
  return true;
}

describe('store activation machine: generated paths replayed on a running actor', () => {
  const EVENTS = [
    done('clientAccessToken', { accessToken: 'tok_1', expiresAt: 1_700_000_600_000 }),
    failed('clientAccessToken', new Error('Request failed with status 409')),
    after('activationPoll', 'storeActivation.awaitingTap'),
    done('storePoll', { outcome: 'complete' }),
    done('storePoll', { outcome: 'failed' }),
    { type: 'activation.retry' },
  ] as EventObject[];

  it('every path reaches the model state, and the paths cover every state and transition', async () => {
    const result = await runPaths('store activation', [
      {
        machine: storeActivationMachine,
        input: stores[0],
        events: EVENTS,
        provide: (network) => storeActivationMachine.provide({ actors: storeActors(network) }),
        delays: ACTIVATION_DELAYS,
        drive: drivePoll,
        oracles: [
          {
            source: 'doc 1 §9 Business constants and limits',
            name: 'activation poll every 5 s, stopping at 15 errors',
            check: ({ snapshot, calls }) => {
              const polls = calls.filter((c) => c.id === 'poll');
              if (polls.length < 2) return undefined;
              const gaps = polls.slice(1).map((p, i) => p.at - polls[i]!.at);
              if (gaps.some((gap) => gap !== ACTIVATION_POLL.everyMs))
                return `polled ${JSON.stringify(gaps)} ms apart`;
              if (polls.length > ACTIVATION_POLL.stopAtErrors)
                return `${polls.length} polls, more than ${ACTIVATION_POLL.stopAtErrors} errors`;
              const stopped = snapshot.matches('failed');
              if (stopped && polls.length !== ACTIVATION_POLL.stopAtErrors)
                return `stopped after ${polls.length} errors`;
              return null;
            },
          },
        ],
      },
    ]);
    expect(result.record.paths.length).toBeGreaterThan(2);
    expect(shortfallsOf(result)).toEqual(NO_SHORTFALLS);
  });
});

describe('in-store activation parent: generated paths replayed on a running actor', () => {
  const EVENTS = [
    { type: 'store.select', storeLocationId: 'sl_b' },
    { type: 'store.select', storeLocationId: 'sl_a' },
    { type: 'store.select', storeLocationId: 'sl_unknown' },
    { type: 'store.continue' },
    { type: 'store.activated', storeLocationId: 'sl_a' },
    { type: 'store.activated', storeLocationId: 'sl_b' },
    { type: 'store.activated', storeLocationId: 'sl_unknown' },
  ] as EventObject[];

  it('every path reaches the model state, and the paths cover every state and transition', async () => {
    const result = await runPaths('in-store activation', [
      {
        machine: inStoreActivationMachine,
        input: { stores },
        events: EVENTS,
        provide: (network) =>
          inStoreActivationMachine.provide({
            actors: {
              storeActivation: reportingStoreActivationMachine.provide({
                actors: storeActors(network),
              }),
            },
          }),
        delays: ACTIVATION_DELAYS,
        oracles: [
          {
            source: 'doc 1 §4 Cards',
            name: 'self-serve activation is Done when all per-store test taps complete',
            check: ({ snapshot, events }) => {
              const tapped = new Set(
                events
                  .filter((e) => e.type === 'store.activated')
                  .map((e) => (e as unknown as { storeLocationId: string }).storeLocationId),
              );
              const all = stores.every((store) => tapped.has(store.id));
              return snapshot.matches('allActivated') === all
                ? null
                : `taps ${[...tapped].join(', ')}, state ${JSON.stringify(snapshot.value)}`;
            },
          },
        ],
      },
    ]);
    expect(result.record.paths.length).toBeGreaterThan(5);
    expect(shortfallsOf(result)).toEqual(NO_SHORTFALLS);
  });
});
