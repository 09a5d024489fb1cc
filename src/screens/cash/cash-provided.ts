/**
 * The cash pay actor (machines/cash-pay.machine.ts) as the compliance actor starts it once the
 * merchant's status is known (src/screens/status/status-provided.ts): the app's calls, and its
 * input read from the status. It is a child of the compliance actor, so a change it makes is a
 * refetch sent to its parent.
 */
import { fromPromise, sendParent } from 'xstate';
import type {
  UpdateCashPayInfoRequest,
  UpdateProfileImageUrlRequest,
} from '../../../domain/api/cash-pay-api';
import { cashPayReleased } from '../../../domain/flags/flag-rules';
import { cashPayMachine, type CashPayInput } from '../../../machines/cash-pay.machine';
import { pollWithRetriesMachine } from '../../../machines/poll-with-retries';
import { showErrorToast } from '../../api/error-toast';
import { statusEventsActor } from '../../api/status-events';
import type { SessionActor } from '../../app/app-context';
import type { PageStatus } from '../status/status-calls';
import * as calls from './cash-calls';
import { flagsOf } from './cash-facts';

/** The cash pay machine with the app's calls. */
export function cashPayLogic(session: SessionActor) {
  return cashPayMachine.provide({
    actors: {
      pollEligibility: pollWithRetriesMachine.provide({
        actors: {
          poll: fromPromise<unknown, unknown>(({ signal }) => calls.checkEligibility(signal)),
        },
      }),
      submitCashForm: fromPromise(
        ({ input, signal }: { input: UpdateCashPayInfoRequest; signal: AbortSignal }) =>
          calls.updateCashPayInfo(input, signal),
      ),
      activateCashPay: fromPromise(({ signal }) => calls.activateCashPay(signal)),
      updateChannel: fromPromise(({ signal }) => calls.updateChannel(signal)),
      updateProfileImage: fromPromise(
        ({ input, signal }: { input: UpdateProfileImageUrlRequest; signal: AbortSignal }) =>
          calls.updateProfileImage(input, signal),
      ),
      statusEvents: statusEventsActor,
    },
    actions: {
      showToast: (_, { message }) => showErrorToast(message),
      // doc 1 §4: the session shows the maintenance page and asks again until it ends.
      routeToMaintenance: () => session.send({ type: 'session.maintenance' }),
      // The compliance actor, its parent, reads the merchant again.
      statusChanged: sendParent({ type: 'status.refetch' }),
    },
  });
}

/** The cash pay actor's input from the merchant's status. */
export function cashPayInput(status: PageStatus): CashPayInput {
  return {
    released: cashPayReleased(flagsOf(status)),
    agreementAccepted: status.formCompletedState.cashPayAgreementAccepted,
    activated: status.formCompletedState.cashPayForm,
    integrationComplete: status.cashPayIntegrationComplete,
    customizeComplete: status.customizeCashPayProfileComplete,
    logoUrl: status.cashPayLogoUrl,
  };
}
