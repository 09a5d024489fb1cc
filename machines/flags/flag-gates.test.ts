/**
 * The flag gates the machines hold (doc 1 §6): the cash pay eligibility check only with both cash
 * flags on (doc 2 §7), and the flags actor's reading of GET /api/flags.
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { DEFAULT_FEATURE_FLAGS, type FeatureFlags } from '../../domain/flags/feature-flags';
import { cashPayMachine, type CashPayInput } from '../cash-pay/cash-pay.machine';
import { flagsMachine } from './flags.machine';
import { pollWithRetriesMachine } from '../calls/poll-with-retries';

const input = (released: boolean): CashPayInput => ({
  released,
  agreementAccepted: false,
  activated: false,
  integrationComplete: false,
  customizeComplete: false,
  logoUrl: '',
});

async function runCashPay(released: boolean) {
  let polls = 0;
  const actor = createActor(
    cashPayMachine.provide({
      actors: {
        pollEligibility: pollWithRetriesMachine.provide({
          actors: {
            poll: fromPromise<unknown, unknown>(async () => {
              polls += 1;
              return { eligible: true };
            }),
          },
        }),
      },
    }),
    { input: input(released) },
  ).start();
  await waitFor(actor, (s) => !s.matches('checkingEligibility'), { timeout: 2_000 });
  const state = actor.getSnapshot();
  actor.stop();
  return { polls, ineligible: state.matches('ineligible'), eligible: state.context.eligible };
}

describe('cash pay: the eligibility check follows both cash flags', () => {
  it('is never made when either flag is off, and made when both are on', async () => {
    expect(await runCashPay(false)).toEqual({ polls: 0, ineligible: true, eligible: false });
    const on = await runCashPay(true);
    expect(on.polls).toBe(1);
    expect(on.eligible).toBe(true);
  });
});

describe('flags actor', () => {
  it('takes the booleans the server gives and keeps the defaults for the rest', async () => {
    const actor = createActor(
      flagsMachine.provide({
        actors: {
          loadFlags: fromPromise<Partial<FeatureFlags>>(async () => ({
            merchantPortalReleaseCashPayFeatureSet2: true,
            merchantPortalReleaseCashPay: 'yes' as unknown as boolean,
          })),
        },
      }),
    ).start();
    const done = await waitFor(actor, (s) => s.status === 'done');
    expect(done.context.flags).toEqual({
      ...DEFAULT_FEATURE_FLAGS,
      merchantPortalReleaseCashPayFeatureSet2: true,
    });
  });

  it('keeps the defaults when the flags cannot be read', async () => {
    const actor = createActor(
      flagsMachine.provide({
        actors: {
          loadFlags: fromPromise<Partial<FeatureFlags>>(() => Promise.reject(new Error('offline'))),
        },
      }),
    ).start();
    const done = await waitFor(actor, (s) => s.status === 'done');
    expect(done.context.flags).toEqual(DEFAULT_FEATURE_FLAGS);
  });
});
