/**
 * The bank step as the journey starts it (src/app/step-loader.ts): the bank machine with the
 * real calls, analytics and error reports. The machine tells the journey, its parent, when the
 * bank form is complete.
 */
import { fromPromise } from 'xstate';
import type { LoadedStep } from '../../../../machines/journey-steps';
import { bankMachine, UNEXPECTED_ERROR_MESSAGE } from '../../../../machines/bank.machine';
import type { StepDeps } from '../../../app/step-loader';
import { createLinkToken, saveLinkedBank } from '../../../plaid/plaid-api';
import { trackEvent } from '../../../reporting/analytics';
import { reportError } from '../../../reporting/error-reporting';
import { loadBankSetup, saveManualBank } from './bank-calls';

/** Analytics events of the bank step (doc 2 §8: successes and failures). */
export const BANK_SAVED_EVENT = 'bank_info_saved';
export const BANK_FAILED_EVENT = 'bank_info_failed';

/** The bank step of the signed-in merchant. */
export function bankStep(_deps: StepDeps): LoadedStep {
  const logic = bankMachine.provide({
    actors: {
      loadBank: fromPromise(({ signal }) => loadBankSetup(signal)),
      createLinkToken: fromPromise(({ input, signal }) => createLinkToken(input, signal)),
      saveLinkedBank: fromPromise(({ input, signal }) => saveLinkedBank(input, signal)),
      saveBank: fromPromise(({ input, signal }) => saveManualBank(input, signal)),
    },
    actions: {
      reportUnexpected: ({ context }, params) =>
        reportError(new Error(UNEXPECTED_ERROR_MESSAGE), {
          merchantReference: context.setup?.merchantReference ?? '',
          bankLabel: params.label,
        }),
      trackSaved: (_, params) => trackEvent(BANK_SAVED_EVENT, { ...params }),
      trackFailed: (_, params) => trackEvent(BANK_FAILED_EVENT, { ...params }),
    },
  });
  return { logic, input: undefined };
}
