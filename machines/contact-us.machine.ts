/**
 * The Contact Us modal, titled Merchant Support (doc 1 §2 "Contact Us modal"): open, submitted,
 * thank-you screen; closing resets it. The request carries the merchant's country, store name and
 * the page it was sent from (doc 2 §7 POST /send-merchant-admin-help-desk-email). What the support
 * links offer (the modal or the technical support link) depends on the facts loaded first: the
 * feature flags, the sales band and the account manager (doc 1 §6, domain/flags/contact-us).
 */
import { assign, fromPromise, setup } from 'xstate';
import type { HelpDeskEmailResponse } from '../domain/api/status-api';
import type { FeatureFlags } from '../domain/flags/feature-flags';

/** doc 2 §8: the message of a failed contact submit, word for word. */
export const CONTACT_SUBMIT_FAILED =
  'Something went wrong. We are investigating. Try refreshing the page.';

/** What the modal and the support links need to know about the merchant. */
export interface SupportFacts {
  flags: FeatureFlags;
  /** First and last name from the lead (shown read-only). */
  name: string;
  email: string;
  country: string;
  storeName: string;
  totalAnnualSales: string;
  opportunityOwnerEmail: string;
}

/** The fields the merchant fills in. */
export interface ContactRequest {
  email: string;
  contentBody: string;
  screenshot: File | null;
}

/** The whole request as the help-desk call sends it. */
export interface HelpDeskRequest extends ContactRequest {
  country: string;
  storeName: string;
  currentPage: string;
}

export interface ContactUsContext {
  facts: SupportFacts | null;
  /** The page the modal was opened from (onboarding page or status page). */
  currentPage: string;
  error: string | null;
  /** The server's confirmation shown on the thank-you screen. */
  confirmation: string | null;
}

export type ContactUsEvent =
  | { type: 'contact.open'; currentPage: string }
  | { type: 'contact.submit'; request: ContactRequest }
  | { type: 'contact.close' };

const notProvided = () => Promise.reject(new Error('The call is provided by the app.'));

/** The Merchant Support statechart. */
export const contactUsMachine = setup({
  types: {
    context: {} as ContactUsContext,
    events: {} as ContactUsEvent,
  },
  actors: {
    /** GET /api/flags and the merchant's lead and account (GET /api/restore). */
    loadSupportFacts: fromPromise<SupportFacts, void>(notProvided),
    sendHelpDeskEmail: fromPromise<HelpDeskEmailResponse, HelpDeskRequest>(notProvided),
  },
}).createMachine({
  id: 'contactUs',
  context: { facts: null, currentPage: '', error: null, confirmation: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadSupportFacts',
        src: 'loadSupportFacts',
        onDone: { target: 'closed', actions: assign({ facts: ({ event }) => event.output }) },
        // Without the facts the pages offer the technical support link (doc 1 §6 "Otherwise").
        onError: { target: 'closed' },
      },
    },
    closed: {
      on: {
        'contact.open': {
          target: 'open',
          actions: assign({ currentPage: ({ event }) => event.currentPage }),
        },
      },
    },
    open: {
      initial: 'editing',
      on: {
        // doc 1 §2: "closing resets the form".
        'contact.close': {
          target: 'closed',
          actions: assign({ error: null, confirmation: null, currentPage: '' }),
        },
      },
      states: {
        editing: {
          on: { 'contact.submit': { target: 'submitting' } },
        },
        submitting: {
          invoke: {
            id: 'sendHelpDeskEmail',
            src: 'sendHelpDeskEmail',
            input: ({ context, event }) => {
              const { request } = event as Extract<ContactUsEvent, { type: 'contact.submit' }>;
              return {
                ...request,
                country: context.facts?.country ?? '',
                storeName: context.facts?.storeName ?? '',
                currentPage: context.currentPage,
              };
            },
            onDone: {
              target: 'thankYou',
              actions: assign({
                error: null,
                confirmation: ({ event }) => event.output.message,
              }),
            },
            onError: { target: 'editing', actions: assign({ error: CONTACT_SUBMIT_FAILED }) },
          },
        },
        thankYou: {},
      },
    },
  },
});
