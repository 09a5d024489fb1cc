/**
 * The merchant's account at the provider and its API credentials (doc 1 §4 "Account creation
 * returns PENDING (polling flag set) or CREATED. CREATED records user_eligible; other statuses
 * record user_ineligible then a merchant refetch"; doc 2 §7 create-account and
 * get-apc-credentials). While the back office has not created the account, the status is polled
 * through the shared poll-with-retries logic until a merchantId appears. The credentials card's
 * copy buttons read 'Copied' for 2 seconds (doc 1 §2 "Copy label resets after 2 seconds").
 */
import { msg, type Text } from '../../domain/i18n/message';
import { assign, fromPromise, sendParent, setup } from 'xstate';
import type {
  ApcCredentials,
  CreateAccountResponse,
  StatusContext,
} from '../../domain/api/status-api';
import { isZdoGroup } from '../../domain/picklists/onboarding-groups';
import { STATUS_RETRY_MS } from '../../domain/status/fallback-status';
import { pollWithRetriesMachine } from '../calls/poll-with-retries';
import type { PollWithRetriesOutput } from '../calls/poll-with-retries';

/** Named delays (docs/architecture.md §3). */
export const PROVIDER_ACCOUNT_DELAYS = { copyReset: 2000 } as const;

/** The account check polls at the status page's refetch pace (doc 1 §4: every 3 seconds). */
export const ACCOUNT_POLL_MS = STATUS_RETRY_MS;
/** Failed checks tolerated before the card offers to try again. */
export const ACCOUNT_POLL_MAX_ERRORS = 15;

/** doc 2 §8: the message of the card area when the account or its credentials cannot be read. */
export const CARD_INFORMATION_ERROR = msg('status.cardInformationError');

export type CredentialField = keyof ApcCredentials;
export type AccountAnalyticsEvent = 'user_eligible' | 'user_ineligible';

export interface ProviderAccountInput {
  merchantId: string;
  onboardingGroup: string;
  accountRequestPending: boolean;
}

export interface ProviderAccountContext extends ProviderAccountInput {
  credentials: ApcCredentials | null;
  /** The field whose copy button reads 'Copied'. */
  copied: CredentialField | null;
  /** The secret key is shown in full only after the merchant asks (masked by default). */
  secretRevealed: boolean;
  error: Text | null;
}

export type ProviderAccountEvent =
  | { type: 'credentials.copy'; field: CredentialField }
  | { type: 'credentials.reveal' }
  | { type: 'credentials.hide' }
  | { type: 'account.retry' };

const notProvided = () => Promise.reject(new Error('The call is provided by the app.'));

const hasMerchantId = (value: unknown): value is StatusContext =>
  typeof value === 'object' && value !== null && !!(value as StatusContext).merchantId;

/** The account and credentials statechart of the integration card. */
export const providerAccountMachine = setup({
  types: {
    input: {} as ProviderAccountInput,
    context: {} as ProviderAccountContext,
    events: {} as ProviderAccountEvent,
  },
  actors: {
    createAccount: fromPromise<CreateAccountResponse, void>(notProvided),
    fetchCredentials: fromPromise<ApcCredentials, void>(notProvided),
    /** pollWithRetriesMachine whose `poll` reads the status context. */
    pollAccount: pollWithRetriesMachine,
  },
  actions: {
    /** Provided by the app: records an analytics event. */
    track: (_, _params: { event: AccountAnalyticsEvent }) => {},
    /** The compliance actor, the parent, reads the merchant again. */
    refetchStatus: sendParent({ type: 'status.refetch' }),
    /** Provided by the app: writes the text to the clipboard. */
    copyToClipboard: (_, _params: { text: string }) => {},
  },
  guards: {
    hasAccount: ({ context }) => context.merchantId !== '',
    // doc 2 §7: create-account only without a merchantId or a (ZDO) onboarding group; a ZDO
    // merchant's account, or one already requested, is made by the back office: wait for it.
    waitsForBackOffice: ({ context }) =>
      context.accountRequestPending || isZdoGroup(context.onboardingGroup),
    created: (_, output: CreateAccountResponse) => output.status === 'CREATED',
    accountAppeared: (_, output: PollWithRetriesOutput) =>
      output.outcome === 'complete' && hasMerchantId(output.value),
  },
  delays: PROVIDER_ACCOUNT_DELAYS,
}).createMachine({
  id: 'providerAccount',
  context: ({ input }) => ({
    ...input,
    credentials: null,
    copied: null,
    secretRevealed: false,
    error: null,
  }),
  initial: 'deciding',
  states: {
    deciding: {
      always: [
        { guard: 'hasAccount', target: 'loadingCredentials' },
        { guard: 'waitsForBackOffice', target: 'polling' },
        { target: 'creating' },
      ],
    },
    creating: {
      invoke: {
        id: 'createAccount',
        src: 'createAccount',
        onDone: [
          {
            guard: { type: 'created', params: ({ event }) => event.output },
            target: 'loadingCredentials',
            actions: { type: 'track', params: { event: 'user_eligible' } },
          },
          {
            target: 'polling',
            actions: [{ type: 'track', params: { event: 'user_ineligible' } }, 'refetchStatus'],
          },
        ],
        onError: { target: 'failed', actions: assign({ error: CARD_INFORMATION_ERROR }) },
      },
    },
    polling: {
      invoke: {
        id: 'accountPoll',
        src: 'pollAccount',
        input: {
          intervalMs: ACCOUNT_POLL_MS,
          maxErrors: ACCOUNT_POLL_MAX_ERRORS,
          isComplete: hasMerchantId,
        },
        onDone: [
          {
            guard: { type: 'accountAppeared', params: ({ event }) => event.output },
            target: 'loadingCredentials',
            actions: [
              assign({
                merchantId: ({ event }) => (event.output.value as StatusContext).merchantId,
              }),
              'refetchStatus',
            ],
          },
          { target: 'failed', actions: assign({ error: CARD_INFORMATION_ERROR }) },
        ],
      },
    },
    loadingCredentials: {
      invoke: {
        id: 'fetchCredentials',
        src: 'fetchCredentials',
        onDone: {
          target: 'shown',
          actions: assign({
            credentials: ({ event }) => event.output,
            merchantId: ({ event }) => event.output.merchantId,
            error: null,
          }),
        },
        onError: { target: 'failed', actions: assign({ error: CARD_INFORMATION_ERROR }) },
      },
    },
    shown: {
      initial: 'idle',
      on: {
        'credentials.reveal': { actions: assign({ secretRevealed: true }) },
        'credentials.hide': { actions: assign({ secretRevealed: false }) },
        'credentials.copy': {
          target: '.copied',
          reenter: true,
          actions: [
            {
              type: 'copyToClipboard',
              params: ({ context, event }) => ({ text: context.credentials![event.field] }),
            },
            assign({ copied: ({ event }) => event.field }),
          ],
        },
      },
      states: {
        idle: {},
        copied: {
          after: { copyReset: { target: 'idle', actions: assign({ copied: null }) } },
        },
      },
    },
    failed: {
      on: { 'account.retry': { target: 'deciding', actions: assign({ error: null }) } },
    },
  },
});
