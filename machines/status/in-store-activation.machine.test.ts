import { describe, expect, it } from 'vitest';
import { english } from '../../test/i18n/say-in';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import type { AnyActorRef } from 'xstate';
import type { ClientAccessTokenResponse, StoreLocationSummary } from '../../domain/api/status-api';
import {
  inStoreActivationMachine,
  reportingStoreActivationMachine,
  storeActorId,
} from './in-store-activation.machine';
import { pollWithRetriesMachine } from '../calls/poll-with-retries';
import { settle } from '../testing/path-coverage';

const stores: StoreLocationSummary[] = [
  { id: 'sl_a', label: 'Location 1', locationName: 'Harbour St' },
  { id: 'sl_b', label: 'Location 2', locationName: 'Market Lane' },
];

/** A back office where store `recorded` has its test purchase once `tapAt` ms have passed. */
function start(options: { tapAt?: Record<string, number>; failing?: boolean }) {
  const clock = new SimulatedClock();
  let now = 0;
  const polls: Array<{ id: string; at: number }> = [];
  const reported: number[] = [];
  const storeActivation = reportingStoreActivationMachine.provide({
    actors: {
      clientAccessToken: fromPromise<ClientAccessTokenResponse, string>(async ({ input }) => ({
        accessToken: `tok_${input}`,
        expiresAt: 600_000,
      })),
      pollStoreLocation: pollWithRetriesMachine.provide({
        actors: {
          poll: fromPromise<unknown, unknown>(async ({ input }) => {
            polls.push({ id: String(input), at: now });
            if (options.failing) throw new TypeError('Failed to fetch');
            const tapAt = options.tapAt?.[String(input)];
            return { hasSelfServeTransaction: tapAt !== undefined && now >= tapAt };
          }),
        },
        actions: { reportError: (_, { errors }) => void reported.push(errors) },
      }),
    },
  });
  const actor = createActor(inStoreActivationMachine.provide({ actors: { storeActivation } }), {
    input: { stores },
    clock,
  });
  actor.start();
  const advance = async (ms: number) => {
    for (let step = 0; step < ms; step += 1000) {
      now += 1000;
      clock.increment(1000);
      await settle();
    }
  };
  const store = (id: string) => actor.getSnapshot().children[storeActorId(id)] as AnyActorRef;
  return { actor, polls, reported, advance, store };
}

describe('in-store activation, one child actor per store', () => {
  it('spawns a store actor per location with its own access token', async () => {
    const run = start({});
    await settle();
    expect(run.store('sl_a').getSnapshot().context.accessToken).toBe('tok_sl_a');
    expect(run.store('sl_b').getSnapshot().context.accessToken).toBe('tok_sl_b');
    expect(run.actor.getSnapshot().context.selected).toBe('sl_a');
  });

  it('polls each store every 5 seconds and marks it activated once its test purchase is recorded', async () => {
    const run = start({ tapAt: { sl_a: 12_000 } });
    await settle();
    await run.advance(16_000);
    expect(run.polls.filter((p) => p.id === 'sl_a').map((p) => p.at)).toEqual([
      5000, 10_000, 15_000,
    ]);
    expect(run.store('sl_a').getSnapshot().value).toBe('activated');
    expect(run.actor.getSnapshot().context.activated).toEqual(['sl_a']);
    expect(run.actor.getSnapshot().value).toBe('activating');
    run.actor.send({ type: 'store.continue' });
    expect(run.actor.getSnapshot().context.selected).toBe('sl_b');
  });

  it('is all activated once every store has its test purchase', async () => {
    const run = start({ tapAt: { sl_a: 1000, sl_b: 6000 } });
    await settle();
    await run.advance(11_000);
    expect(run.actor.getSnapshot().value).toBe('allActivated');
  });

  it('stops a store after 15 failed checks, reporting each of the 15 errors', async () => {
    const run = start({ failing: true });
    await settle();
    await run.advance(200_000);
    expect(run.polls.filter((p) => p.id === 'sl_a')).toHaveLength(15);
    // Two stores, 15 reported errors each, numbered 1 to 15.
    expect(run.reported).toHaveLength(30);
    expect(Math.max(...run.reported)).toBe(15);
    expect(english(run.store('sl_a').getSnapshot().context.error)).toBe(
      'Error fetching card information',
    );
    run.store('sl_a').send({ type: 'activation.retry' });
    await settle();
    expect(run.store('sl_a').getSnapshot().value).toBe('awaitingTap');
  });
});
