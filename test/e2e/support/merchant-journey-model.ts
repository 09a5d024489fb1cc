/**
 * The UI model of the merchant journey: the screens a merchant passes (doc 1 §2 route list) and
 * what moves them on, including the error branches of doc 1 §2 and §6 (a server field error sends
 * the merchant to the step holding it; an unauthorized answer ends the session) and maintenance
 * switched on and off by operators while the merchant is in the business details (doc 1 §2
 * /maintenance, doc 2 §7: "A MAINTENANCE_MODE user state stops processing"). Its paths are
 * generated with xstate/graph and replayed in Chromium against the real server.
 */
import { createMachine } from 'xstate';

/** The screen of each state, as the app's path under /app. */
export const SCREEN_OF_STATE: Readonly<Record<string, string | RegExp>> = {
  signIn: '/',
  lead: '/lead',
  companyInformation: /^\/onboarding(\/company-information)?$/,
  // Back from maintenance the bare /onboarding opens the section being filled in.
  storeDetails: /^\/onboarding(\/store-details)?$/,
  maintenance: '/maintenance',
  beneficialOwners: '/onboarding/beneficial-owners',
  bankInfo: '/onboarding/bank-info',
  customerSupport: '/onboarding/customer-support',
  status: '/status',
  signedOut: '/',
};

export const merchantJourneyModel = createMachine({
  id: 'merchantJourney',
  initial: 'signIn',
  states: {
    signIn: { on: { 'sign in': 'lead' } },
    lead: { on: { 'submit the lead': 'companyInformation' } },
    companyInformation: { on: { 'save company information': 'storeDetails' } },
    storeDetails: {
      on: {
        'save store details': 'beneficialOwners',
        'save while maintenance is switched on': 'maintenance',
      },
    },
    // Back where they were, with what they typed (docs/decisions/0071).
    maintenance: { on: { 'maintenance is switched off': 'storeDetails' } },
    beneficialOwners: {
      on: {
        'submit business details': 'bankInfo',
        // doc 1 §2: "Field-level server errors … force the route to the step holding the error".
        'submit, server refuses a company field': 'companyInformation',
      },
    },
    bankInfo: { on: { 'save the bank': 'customerSupport' } },
    customerSupport: {
      on: {
        'submit customer support': 'status',
        // doc 1 §6: "Unauthorized responses end the session."
        'submit after the session expired': 'signedOut',
      },
    },
    status: { type: 'final' },
    signedOut: { type: 'final' },
  },
});

export const JOURNEY_EVENTS = [
  'sign in',
  'submit the lead',
  'save company information',
  'save store details',
  'save while maintenance is switched on',
  'maintenance is switched off',
  'submit business details',
  'submit, server refuses a company field',
  'save the bank',
  'submit customer support',
  'submit after the session expired',
].map((type) => ({ type }));
