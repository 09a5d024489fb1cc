/**
 * The merchant's cash pay actor (machines/cash-pay.machine.ts) with the app's real calls, shared by
 * /cash and the status page. Views read it with useSelector through {@link useCashPay}.
 */
import { useActorRef } from '@xstate/react';
import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';
import { fromPromise } from 'xstate';
import type { ActorRefFrom } from 'xstate';
import type {
  UpdateCashPayInfoRequest,
  UpdateProfileImageUrlRequest,
} from '../../../domain/api/cash-pay-api';
import { DEFAULT_FEATURE_FLAGS } from '../../../domain/flags/feature-flags';
import { cashPayReleased } from '../../../domain/flags/flag-rules';
import type { CashPayFacts } from '../../../domain/status/cash-pay-status';
import { cashPayMachine } from '../../../machines/cash-pay.machine';
import { pollWithRetriesMachine } from '../../../machines/poll-with-retries';
import { showErrorToast } from '../../api/error-toast';
import { statusEventsActor } from '../../api/status-events';
import { useSession } from '../../app/app-context';
import { ACTOR_NAMES, inspectedAs } from '../../app/app-inspector';
import type { PageStatus } from '../status/status-calls';
import { useCompliance } from '../status/status-page-context';
import * as calls from './cash-calls';

export type CashPayActor = ActorRefFrom<typeof cashPayMachine>;

const CashPayContext = createContext<CashPayActor | null>(null);

/** The cash facts of the status context (doc 1 §3). */
export function cashFactsOf(status: PageStatus): CashPayFacts {
  return {
    cashPayOnboardingStatus: status.cashPayOnboardingStatus,
    cashPayIntegrationComplete: status.cashPayIntegrationComplete,
    customizeCashPayProfileComplete: status.customizeCashPayProfileComplete,
    isEligibleForCashPay: status.isEligibleForCashPay,
    cashPayLogoUrl: status.cashPayLogoUrl,
    cashPayForm: status.formCompletedState.cashPayForm,
  };
}

/** The flags the page was given, or the defaults when they could not be read. */
export const flagsOf = (status: PageStatus) => status.flags ?? DEFAULT_FEATURE_FLAGS;

/** Starts the cash pay actor from the merchant's status. */
export function CashPayProvider({ status, children }: { status: PageStatus; children: ReactNode }) {
  const compliance = useCompliance();
  const session = useSession();
  const actor = useActorRef(
    cashPayMachine.provide({
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
        statusChanged: () => compliance.send({ type: 'status.refetch' }),
      },
    }),
    {
      input: {
        released: cashPayReleased(flagsOf(status)),
        agreementAccepted: status.formCompletedState.cashPayAgreementAccepted,
        activated: status.formCompletedState.cashPayForm,
        integrationComplete: status.cashPayIntegrationComplete,
        customizeComplete: status.customizeCashPayProfileComplete,
        logoUrl: status.cashPayLogoUrl,
      },
      ...inspectedAs(ACTOR_NAMES.cashPay),
    },
  );
  return <CashPayContext.Provider value={actor}>{children}</CashPayContext.Provider>;
}

export function useCashPay(): CashPayActor {
  const actor = useContext(CashPayContext);
  if (!actor) throw new Error('useCashPay needs CashPayProvider');
  return actor;
}
