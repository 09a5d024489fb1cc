/**
 * The journey's events shared by its two path tests (the chart with stand-in steps, and the
 * composed system): the forms a merchant has done at each step, the paths typed in the address
 * bar, and the ends of the steps as the step actors tell them.
 */
import { APP_ROUTES } from '../../domain/journey/app-routes';
import { emptyFormCompletedState } from '../../domain/session/form-completion';
import { REVISION_STEP_ROUTES } from '../../domain/revision/revision-steps';
import type { RevisionSection } from '../../domain/revision/revision-items';
import type { JourneyFacts } from './journey-facts';
import type { JourneyEvent } from './journey-types';

export const none = emptyFormCompletedState();
/** Past the lead: the lead is the store form (doc 1 §2). */
export const business = { ...none, storeForm: true };
// (Without the older store flag, which credits all three business forms, doc 1 §2.)
export const companySaved = { ...none, companyInfoForm: true };
export const storeSaved = { ...companySaved, storeDetailsForm: true };
export const atBank = {
  ...business,
  companyInfoForm: true,
  storeDetailsForm: true,
  businessOwnerForm: true,
};
export const banked = { ...atBank, bankForm: true };
export const allDone = { ...banked, customerServiceForm: true };

export const changed = (facts: JourneyFacts) => ({ type: 'session.changed', facts });
export const typed = (pathname: string) => ({ type: 'location.changed', pathname });

/** Paths a merchant types, goes back or forward to. */
export const TYPED_PATHS = [
  APP_ROUTES.lead,
  APP_ROUTES.bankInfo,
  APP_ROUTES.customerSupport,
  APP_ROUTES.status,
  APP_ROUTES.cash,
  APP_ROUTES.logout,
  APP_ROUTES.storeDetails,
  APP_ROUTES.merchantAgreement,
  '/no-such-page',
  APP_ROUTES.companyInformation,
  APP_ROUTES.beneficialOwners,
].map(typed);

/** The business details actor's answers and the accordion's headers. */
export const BUSINESS_DETAILS_EVENTS: JourneyEvent[] = [
  { type: 'businessDetails.saved', formCompletedState: none },
  { type: 'businessDetails.saved', formCompletedState: companySaved },
  { type: 'businessDetails.saved', formCompletedState: storeSaved },
  { type: 'businessDetails.saved', formCompletedState: atBank },
  { type: 'businessDetails.fieldErrors', section: 'companyInformation' },
  { type: 'businessDetails.fieldErrors', section: 'storeDetails' },
  { type: 'businessDetails.fieldErrors', section: 'beneficialOwners' },
  { type: 'section.open', section: 'companyInformation' },
  { type: 'section.open', section: 'storeDetails' },
  { type: 'section.open', section: 'beneficialOwners' },
];

/** The bank actor's, customer support's and the cash page's ends. */
export const LATER_STEP_EVENTS: JourneyEvent[] = [
  // The bank actor saved the primary: the secondary step follows, or the form is complete.
  { type: 'bank.primarySaved', secondaryShown: true, formCompletedState: atBank },
  { type: 'bank.primarySaved', secondaryShown: false, formCompletedState: banked },
  { type: 'bank.edit', step: 'primary' },
  { type: 'bank.edit', step: 'secondary' },
  { type: 'bank.done', formCompletedState: banked },
  { type: 'customerSupport.done', formCompletedState: allDone },
  // Customer support saved by a merchant who opened it before the bank step: the bank is next.
  { type: 'customerSupport.done', formCompletedState: { ...atBank, customerServiceForm: true } },
  { type: 'status.ineligible' },
];

/** The status page's request for changes: the merchant opens the step holding an item. */
export const openItem = (section: RevisionSection): JourneyEvent => ({
  type: 'revision.openItem',
  section,
  route: REVISION_STEP_ROUTES[section],
});

/** A flagged item of each step opened from the status page, and a save after the request closed. */
export const REVISION_EVENTS: JourneyEvent[] = [
  openItem('companyInformation'),
  openItem('primaryBank'),
  openItem('secondaryBank'),
  openItem('customerSupport'),
  // The flagged item's step saved, every form still complete.
  { type: 'businessDetails.saved', formCompletedState: allDone },
  { type: 'bank.primarySaved', secondaryShown: true, formCompletedState: allDone },
  { type: 'bank.primarySaved', secondaryShown: false, formCompletedState: allDone },
  { type: 'bank.done', formCompletedState: allDone },
  // A save answered after the request was withdrawn or sent from another tab.
  { type: 'businessDetails.saved', formCompletedState: allDone, revision: null },
];

/** The step ends whose save returns to the status page while a flagged item is being fixed. */
export const STEP_END_TYPES: ReadonlySet<string> = new Set([
  'businessDetails.saved',
  'bank.primarySaved',
  'bank.done',
  'customerSupport.done',
]);
