/**
 * The merchant agreement page's machine with the app's call, toast and report (doc 1 §2, doc 2
 * §8): kept out of the view, which only reads the actor (docs/architecture.md §3).
 */
import { fromPromise } from 'xstate';
import { merchantAgreementMachine } from '../../machines/agreement/merchant-agreement.machine';
import { loadAgreement, reportBadLink, showBadLinkToast } from './agreement-calls';

/** The page machine with the app's call, toast and report. */
export const appMerchantAgreementMachine = merchantAgreementMachine.provide({
  actors: {
    loadAgreement: fromPromise(({ input, signal }) => loadAgreement(input, signal)),
  },
  actions: {
    showBadLinkToast: () => showBadLinkToast(),
    reportBadLink: (_, params) => reportBadLink(params),
  },
});
