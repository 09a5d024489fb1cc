/**
 * The customer support step as the journey starts it (src/app/step-loader.ts): its machine with
 * the real calls and analytics. The machine tells the journey, its parent, when the form is
 * complete.
 */
import { fromPromise } from 'xstate';
import type { LoadedStep } from '../../../../machines/journey-steps';
import { customerSupportMachine } from '../../../../machines/customer-support.machine';
import type { StepDeps } from '../../../app/step-loader';
import { trackEvent } from '../../../reporting/analytics';
import { loadCustomerSupport, saveCustomerSupport } from './customer-support-calls';

/** Analytics events of the customer support step (doc 2 §8). */
export const SUPPORT_SAVED_EVENT = 'customer_service_info_saved';
export const SUPPORT_FAILED_EVENT = 'customer_service_info_failed';

/** The customer support step of the signed-in merchant. */
export function customerSupportStep(_deps: StepDeps): LoadedStep {
  const logic = customerSupportMachine.provide({
    actors: {
      loadSupport: fromPromise(({ signal }) => loadCustomerSupport(signal)),
      saveSupport: fromPromise(({ input, signal }) => saveCustomerSupport(input, signal)),
    },
    actions: {
      trackSaved: () => trackEvent(SUPPORT_SAVED_EVENT),
      trackFailed: (_, params) => trackEvent(SUPPORT_FAILED_EVENT, { ...params }),
    },
  });
  return { logic, input: undefined };
}
