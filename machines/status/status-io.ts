/**
 * What the status page's actors need from outside the machines, and the page's actor given it
 * (docs/architecture.md §3). The app gives only I/O: server calls, the browser's messaging flag,
 * the training tab, analytics, error reports, the clipboard and the toast
 * (src/status/status-io.ts). Which actor runs under which, and when, stays in the
 * machines: this file hands each machine of the page its part of the I/O and nothing else.
 */
import { fromPromise, type AnyActorLogic } from 'xstate';
import type {
  UpdateCashPayInfoRequest,
  UpdateCashPayInfoResponse,
  UpdateProfileImageUrlRequest,
  UpdateProfileImageUrlResponse,
} from '../../domain/api/cash-pay-api';
import type {
  ApcCredentials,
  ClientAccessTokenResponse,
  CreateAccountResponse,
  OpportunityStageResponse,
  StatusContext,
  StoreLocationStatusResponse,
  UpdateGatewayEnabledResponse,
  UpdateUserRequest,
} from '../../domain/api/status-api';
import type { PageStatus } from '../../domain/status/page-status';
import type { RevisionSendResponse } from '../../domain/api/revision-api';
import type { ChannelAnswer } from '../cash-pay/cash-pay-answers';
import { cashPayMachine } from '../cash-pay/cash-pay.machine';
import { statusMachine, type StatusAnswer } from './status.machine';
import {
  inStoreActivationMachine,
  reportingStoreActivationMachine,
} from './in-store-activation.machine';
import { pollWithRetriesMachine } from '../calls/poll-with-retries';
import { providerAccountMachine, type AccountAnalyticsEvent } from './provider-account.machine';
import {
  directDebitStepMachine,
  integrationStepsMachine,
  messagingStepMachine,
} from './status-steps.machine';
import { trainingStepMachine } from './training-step.machine';
import type { Text } from '../../domain/i18n/message';

type Call<TOutput, TInput = void> = (input: TInput, signal: AbortSignal) => Promise<TOutput>;

/** The cash pay actor's I/O (doc 2 §7 cash calls). */
export interface CashPayIO {
  checkEligibility: Call<unknown>;
  updateCashPayInfo: Call<UpdateCashPayInfoResponse, UpdateCashPayInfoRequest>;
  activateCashPay: Call<UpdateCashPayInfoResponse>;
  updateChannel: Call<ChannelAnswer>;
  updateProfileImage: Call<UpdateProfileImageUrlResponse, UpdateProfileImageUrlRequest>;
  showToast: (message: Text) => void;
}

/** The status page's I/O: its calls and the browser's side effects. */
export interface StatusIO {
  /** GET /api/status with what the page reads beside it (domain/status/page-status.ts). */
  fetchStatus: Call<PageStatus>;
  /** GET /api/status alone (the account's poll). */
  fetchStatusContext: Call<StatusContext>;
  fetchOpportunityStage: Call<OpportunityStageResponse>;
  /** POST /api/revision/send: the changed items of the open request go back for review. */
  sendRevision: Call<RevisionSendResponse>;
  /** Pushed changes (machines/status/status-events.ts), the browser's stream. */
  statusEvents: AnyActorLogic;
  updateUser: Call<StatusContext, UpdateUserRequest>;
  updateGatewayEnabled: Call<UpdateGatewayEnabledResponse, { isEnabled: boolean }>;
  clientAccessToken: Call<ClientAccessTokenResponse, string>;
  storeLocationStatus: Call<StoreLocationStatusResponse, string>;
  createAccount: Call<CreateAccountResponse>;
  fetchCredentials: Call<ApcCredentials>;
  /** doc 1 §3: messagingComplete is "also a local storage flag". */
  messagingDoneInBrowser: () => boolean;
  rememberMessagingDone: () => void;
  openTrainingLink: () => void;
  track: (event: AccountAnalyticsEvent) => void;
  reportError: (error: unknown, details: Record<string, unknown>) => void;
  copyToClipboard: (text: string) => void;
  cashPay: CashPayIO;
}

const call = <TOutput, TInput>(run: Call<TOutput, TInput>) =>
  fromPromise<TOutput, TInput>(({ input, signal }) => run(input, signal));

/** The shared poll-with-retries logic whose `poll` is `run`. */
const polling = <TInput>(run: Call<unknown, TInput>) =>
  pollWithRetriesMachine.provide({
    actors: {
      poll: fromPromise<unknown, unknown>(({ input, signal }) => run(input as TInput, signal)),
    },
  });

/** The cash pay actor with its I/O. */
export function cashPayWithIO(io: CashPayIO, statusEvents: AnyActorLogic) {
  return cashPayMachine.provide({
    actors: {
      pollEligibility: polling(io.checkEligibility),
      submitCashForm: call(io.updateCashPayInfo),
      activateCashPay: call(io.activateCashPay),
      updateChannel: call(io.updateChannel),
      updateProfileImage: call(io.updateProfileImage),
      statusEvents,
    },
    actions: { showToast: (_, { message }) => io.showToast(message) },
  });
}

/** The status page's actor (/status and /cash) with its children, all given their I/O. */
export function statusWithIO(io: StatusIO) {
  const updateUser = call(io.updateUser);
  return statusMachine.provide({
    actors: {
      fetchStatus: fromPromise<StatusAnswer, void>(async ({ signal }) => ({
        ...(await io.fetchStatus(undefined, signal)),
        messagingDoneInBrowser: io.messagingDoneInBrowser(),
      })),
      fetchOpportunityStage: call(io.fetchOpportunityStage),
      sendRevision: call(io.sendRevision),
      retryStatus: polling(io.fetchStatus),
      statusEvents: io.statusEvents,
      messagingStep: messagingStepMachine.provide({
        actors: { updateUser },
        actions: { rememberComplete: () => io.rememberMessagingDone() },
      }),
      trainingStep: trainingStepMachine.provide({
        actors: { updateUser },
        actions: { openTrainingLink: () => io.openTrainingLink() },
      }),
      directDebitStep: directDebitStepMachine.provide({ actors: { updateUser } }),
      integrationSteps: integrationStepsMachine.provide({
        actors: {
          updateGatewayEnabled: fromPromise(({ input, signal }) =>
            io.updateGatewayEnabled(input, signal),
          ),
        },
      }),
      cashPay: cashPayWithIO(io.cashPay, io.statusEvents),
      inStoreActivation: inStoreActivationMachine.provide({
        actors: {
          storeActivation: reportingStoreActivationMachine.provide({
            actors: {
              clientAccessToken: call(io.clientAccessToken),
              pollStoreLocation: pollWithRetriesMachine.provide({
                actors: {
                  poll: fromPromise<unknown, unknown>(({ input, signal }) =>
                    io.storeLocationStatus(String(input), signal),
                  ),
                },
                actions: {
                  reportError: (_, { error, errors }) =>
                    io.reportError(error, { call: 'store-location', errors }),
                },
              }),
            },
          }),
        },
      }),
      providerAccount: providerAccountMachine.provide({
        actors: {
          createAccount: call(io.createAccount),
          fetchCredentials: call(io.fetchCredentials),
          pollAccount: polling(io.fetchStatusContext),
        },
        actions: {
          track: (_, { event }) => io.track(event),
          copyToClipboard: (_, { text }) => io.copyToClipboard(text),
        },
      }),
    },
  });
}
