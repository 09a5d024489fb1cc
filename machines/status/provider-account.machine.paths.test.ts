/**
 * Model-based path tests of the account and credentials machine (docs/architecture.md §3), from each kind
 * of merchant the integration card meets: with an account, waiting for the back office, and with
 * none requested yet. Paths are replayed on running actors (the account check through the real
 * poll-with-retries logic, delays on a simulated clock) and must cover the whole machine.
 */
import { describe, expect, it } from 'vitest';
import type { EventObject } from 'xstate';
import type { ApcCredentials, CreateAccountResponse } from '../../domain/api/status-api';
import { pollWithRetriesMachine } from '../calls/poll-with-retries';
import { statusContext } from '../../test/data/status-contexts';
import {
  after,
  done,
  failed,
  NO_SHORTFALLS,
  runPaths,
  settle,
  shortfallsOf,
  type Oracle,
  type PathModel,
  type WaitingNetwork,
} from '../testing/path-coverage';
import {
  ACCOUNT_POLL_MAX_ERRORS,
  ACCOUNT_POLL_MS,
  PROVIDER_ACCOUNT_DELAYS,
  providerAccountMachine,
  type ProviderAccountInput,
} from './provider-account.machine';

const created = statusContext({ onboardingStatus: 'READY_TO_INSTALL', merchantId: 'MER-9' });
const credentials = { merchantId: 'MER-9', secretKey: 'sk_live_0123456789' };

const EVENTS = [
  done('createAccount', { status: 'CREATED' }),
  done('createAccount', { status: 'PENDING' }),
  failed('createAccount', new TypeError('Failed to fetch')),
  done('accountPoll', { outcome: 'complete', value: created }),
  done('accountPoll', { outcome: 'failed', value: undefined }),
  done('fetchCredentials', credentials),
  failed('fetchCredentials', new Error('Request failed with status 404')),
  { type: 'credentials.copy', field: 'merchantId' },
  { type: 'credentials.copy', field: 'secretKey' },
  { type: 'credentials.reveal' },
  { type: 'credentials.hide' },
  after('copyReset', 'providerAccount.shown.copied'),
  { type: 'account.retry' },
] as EventObject[];

const INPUTS: ProviderAccountInput[] = [
  { merchantId: 'MER-9', onboardingGroup: 'Normal Merchant', accountRequestPending: false },
  { merchantId: '', onboardingGroup: 'ZDO Merchant', accountRequestPending: false },
  { merchantId: '', onboardingGroup: 'Normal Merchant', accountRequestPending: true },
  { merchantId: '', onboardingGroup: 'Normal Merchant', accountRequestPending: false },
];

async function drivePoll(
  event: EventObject,
  { network, clock }: { network: WaitingNetwork; clock: { increment(ms: number): void } },
) {
  if (event.type !== 'xstate.done.actor.accountPoll') return false;
  const { outcome } = (event as unknown as { output: { outcome: string } }).output;
  if (outcome === 'complete') {
    network.answer('poll', created);
    return true;
  }
  for (let call = 1; call <= ACCOUNT_POLL_MAX_ERRORS; call += 1) {
    network.fail('poll', new TypeError('Failed to fetch'));
    await settle();
    if (call < ACCOUNT_POLL_MAX_ERRORS) clock.increment(ACCOUNT_POLL_MS);
    await settle();
  }
  return true;
}

function realMachine(network: WaitingNetwork) {
  return providerAccountMachine.provide({
    actors: {
      createAccount: network.call<CreateAccountResponse>(),
      fetchCredentials: network.call<ApcCredentials>(),
      pollAccount: pollWithRetriesMachine.provide({
        actors: { poll: network.call<unknown, unknown>() },
      }),
    },
  });
}

const CREATION_ORACLE: Oracle<unknown> = {
  source: 'doc 1 §4 Sign-up and save',
  name: 'account creation: CREATED records user_eligible; others user_ineligible, then a refetch and the polling card',
  check: ({ snapshot, events, actionCalls }) => {
    const last = events.at(-1) as unknown as { type: string; output?: { status?: string } };
    if (last.type !== 'xstate.done.actor.createAccount') return undefined;
    const tracked = actionCalls.at(-1)?.params as { event?: string } | undefined;
    const created = last.output?.status === 'CREATED';
    const expected = created ? 'user_eligible' : 'user_ineligible';
    if (tracked?.event !== expected) return `tracked ${tracked?.event}, expected ${expected}`;
    return created || snapshot.matches('polling')
      ? null
      : `not polling after ${last.output?.status}`;
  },
};

const models: PathModel[] = INPUTS.map((input) => ({
  machine: providerAccountMachine,
  input,
  events: EVENTS,
  provide: realMachine,
  delays: PROVIDER_ACCOUNT_DELAYS,
  drive: drivePoll,
  recordedActions: ['track'],
  oracles: [CREATION_ORACLE],
}));

describe('provider account machine: generated paths replayed on a running actor', () => {
  it('every path reaches the model state, and the paths cover every state and transition', async () => {
    const result = await runPaths('provider account', models);
    expect(result.record.paths.length).toBeGreaterThan(10);
    expect(shortfallsOf(result)).toEqual(NO_SHORTFALLS);
  });
});
