/**
 * /onboarding/bank-info (doc 1 §2): the bank step's actor with the real calls, analytics and
 * error reports; once the bank form is complete the session learns it and the journey moves on to
 * the customer support step.
 */
import { useState } from 'react';
import { fromPromise } from 'xstate';
import { bankMachine, UNEXPECTED_ERROR_MESSAGE } from '../../../../machines/bank.machine';
import { useSession } from '../../../app/app-context';
import { useJourney } from '../../../app/journey-context';
import { createLinkToken, saveLinkedBank } from '../../../plaid/plaid-api';
import { trackEvent } from '../../../reporting/analytics';
import { reportError } from '../../../reporting/error-reporting';
import { BankActorContext } from './bank-actor';
import { loadBankSetup, saveManualBank } from './bank-calls';
import { BankSteps } from './bank-steps';
import { ACTOR_NAMES, inspectedAs } from '../../../app/app-inspector';

/** Analytics events of the bank step (doc 2 §8: successes and failures). */
export const BANK_SAVED_EVENT = 'bank_info_saved';
export const BANK_FAILED_EVENT = 'bank_info_failed';

/** The bank step as a route. */
export function BankScreen() {
  const session = useSession();
  const journey = useJourney();
  // The machine with this page's calls, made once: the Provider starts one actor from it.
  const [logic] = useState(() =>
    bankMachine.provide({
      actors: {
        loadBank: fromPromise(({ signal }) => loadBankSetup(signal)),
        createLinkToken: fromPromise(({ input, signal }) => createLinkToken(input, signal)),
        saveLinkedBank: fromPromise(({ input, signal }) => saveLinkedBank(input, signal)),
        saveBank: fromPromise(({ input, signal }) => saveManualBank(input, signal)),
      },
      actions: {
        bankCompleted: ({ context }) => {
          const formCompletedState = context.formCompletedState;
          if (formCompletedState) {
            session.send({ type: 'session.update', answer: { formCompletedState } });
          }
          journey.send({ type: 'bank.done' });
        },
        reportUnexpected: ({ context }, params) =>
          reportError(new Error(UNEXPECTED_ERROR_MESSAGE), {
            merchantReference: context.setup?.merchantReference ?? '',
            bankLabel: params.label,
          }),
        trackSaved: (_, params) => trackEvent(BANK_SAVED_EVENT, { ...params }),
        trackFailed: (_, params) => trackEvent(BANK_FAILED_EVENT, { ...params }),
      },
    }),
  );
  return (
    <BankActorContext.Provider logic={logic} options={inspectedAs(ACTOR_NAMES.bank)}>
      <BankSteps />
    </BankActorContext.Provider>
  );
}
