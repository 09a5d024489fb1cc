import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import type { ApcCredentials, CreateAccountResponse } from '../../domain/api/status-api';
import { pollWithRetriesMachine } from '../calls/poll-with-retries';
import { statusContext } from '../../test/data/status-contexts';
import { settle } from '../testing/path-coverage';
import { providerAccountMachine, type ProviderAccountInput } from './provider-account.machine';

const credentials = { merchantId: 'MER-9', secretKey: 'sk_live_0123456789' };

function start(
  input: ProviderAccountInput,
  createStatus: CreateAccountResponse['status'],
  polls: unknown[],
) {
  const clock = new SimulatedClock();
  const log: string[] = [];
  let polled = 0;
  const actor = createActor(
    providerAccountMachine.provide({
      actors: {
        createAccount: fromPromise<CreateAccountResponse, void>(async () => {
          log.push('create-account');
          return { status: createStatus };
        }),
        fetchCredentials: fromPromise<ApcCredentials, void>(async () => credentials),
        pollAccount: pollWithRetriesMachine.provide({
          actors: {
            poll: fromPromise<unknown, unknown>(
              async () => polls[Math.min(polled++, polls.length - 1)],
            ),
          },
        }),
      },
      actions: {
        track: (_, { event }) => void log.push(event),
        refetchStatus: () => void log.push('refetch'),
        copyToClipboard: (_, { text }) => void log.push(`copy ${text}`),
      },
    }),
    { input, clock },
  );
  actor.start();
  return { actor, clock, log };
}

const fresh = { merchantId: '', onboardingGroup: 'Normal Merchant', accountRequestPending: false };

describe('account creation (doc 1 §4)', () => {
  it('CREATED records user_eligible and shows the credentials', async () => {
    const run = start(fresh, 'CREATED', []);
    await settle();
    await settle();
    expect(run.log).toEqual(['create-account', 'user_eligible']);
    expect(run.actor.getSnapshot().context.credentials).toEqual(credentials);
  });

  it('PENDING records user_ineligible, refetches, and polls until the account exists', async () => {
    const pending = statusContext({ onboardingStatus: 'READY_TO_INSTALL' });
    const made = statusContext({ onboardingStatus: 'READY_TO_INSTALL', merchantId: 'MER-9' });
    const run = start(fresh, 'PENDING', [pending, pending, made]);
    await settle();
    expect(run.log).toEqual(['create-account', 'user_ineligible', 'refetch']);
    expect(run.actor.getSnapshot().value).toBe('polling');
    run.clock.increment(3000);
    await settle();
    run.clock.increment(3000);
    await settle();
    await settle();
    expect(run.log).toEqual(['create-account', 'user_ineligible', 'refetch', 'refetch']);
    expect(run.actor.getSnapshot().context.credentials).toEqual(credentials);
  });

  it('a ZDO merchant without an account waits for the back office instead of asking', async () => {
    const run = start({ ...fresh, onboardingGroup: 'ZDO Pilot V1' }, 'CREATED', [statusContext()]);
    await settle();
    expect(run.log).toEqual([]);
    expect(run.actor.getSnapshot().value).toBe('polling');
  });
});

describe('copy buttons (doc 1 §2: the label resets after 2 seconds)', () => {
  it('copies the field and reads Copied for 2 seconds', async () => {
    const run = start({ ...fresh, merchantId: 'MER-9' }, 'CREATED', []);
    await settle();
    run.actor.send({ type: 'credentials.copy', field: 'secretKey' });
    expect(run.log).toEqual(['copy sk_live_0123456789']);
    expect(run.actor.getSnapshot().context.copied).toBe('secretKey');
    run.clock.increment(1000);
    run.actor.send({ type: 'credentials.copy', field: 'merchantId' });
    run.clock.increment(1999);
    expect(run.actor.getSnapshot().context.copied).toBe('merchantId');
    run.clock.increment(1);
    expect(run.actor.getSnapshot().context.copied).toBeNull();
  });
});
