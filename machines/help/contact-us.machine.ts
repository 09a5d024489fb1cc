/**
 * The Contact Us modal, titled Merchant Support (doc 1 §2 "Contact Us modal"): open, submitted,
 * thank-you screen; closing resets it. The machine holds the form (decision 0240): the draft
 * changed as the merchant types, each field's message from the form's schema when it is left or
 * Send is pressed, the field a refusal names beside them, and the request sent only when the
 * draft is valid. The request carries the merchant's country, store name and
 * the page it was sent from (doc 2 §7 POST /send-merchant-admin-help-desk-email). What the support
 * links offer (the modal or the technical support link) depends on the facts loaded first: the
 * feature flags, the sales band and the account manager (doc 1 §6, domain/help/contact-us-offer).
 */
import { assign, fromPromise, setup } from 'xstate';
import type { HelpDeskEmailResponse } from '../../domain/api/status-api';
import type { FeatureFlags } from '../../domain/flags/feature-flags';
import {
  contactFieldOfRefusal,
  contactRequestMessages,
  type ContactField,
} from '../../domain/help/contact-request';
import { msg, type Text } from '../../domain/i18n/message';
import { withMessagesOf } from '../forms/form-messages';

/** doc 2 §8: the message of a failed contact submit, word for word. */
export const CONTACT_SUBMIT_FAILED = msg('help.contact.submitFailed');

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

/** Each field's message: the form's own, or the server's, already in the merchant's language. */
export type ContactMessages = Partial<Record<ContactField, Text>>;

export interface ContactUsContext {
  facts: SupportFacts | null;
  /** The page the modal was opened from (onboarding page or status page). */
  currentPage: string;
  /** The draft, started from the lead's e-mail each time the modal opens. */
  draft: ContactRequest;
  /** The form's own messages (doc 2 §5), computed on leaving a field and on Send. */
  messages: ContactMessages;
  /** The field the server's refusal named, with its message, kept until the field changes. */
  serverErrors: ContactMessages;
  /** The fields the merchant changed: leaving one of them checks it. */
  touched: ContactField[];
  /** Send was pressed: from then on every changed field is checked again at once. */
  submitted: boolean;
  error: Text | null;
  /** The server's confirmation shown on the thank-you screen. */
  confirmation: string | null;
}

export type ContactUsEvent =
  | { type: 'contact.open'; currentPage: string }
  | { type: 'contact.change'; values: Partial<ContactRequest> }
  | { type: 'contact.blur'; field: ContactField }
  | { type: 'contact.submit' }
  | { type: 'contact.close' };

/** How the app answers the modal's calls (docs/architecture.md §3: I/O that decides nothing). */
export interface ContactUsIO {
  loadSupportFacts(signal: AbortSignal): Promise<SupportFacts>;
  sendHelpDeskEmail(request: HelpDeskRequest, signal: AbortSignal): Promise<HelpDeskEmailResponse>;
}

const notProvided = () => Promise.reject(new Error('The call is provided by the app.'));

const emptyDraft = (email: string): ContactRequest => ({
  email,
  contentBody: '',
  screenshot: null,
});

/** The modal as it starts, and as closing leaves it (doc 1 §2: "closing resets the form"). */
const CLOSED_FORM = {
  currentPage: '',
  draft: emptyDraft(''),
  messages: {},
  serverErrors: {},
  touched: [],
  submitted: false,
  error: null,
  confirmation: null,
} satisfies Omit<ContactUsContext, 'facts'>;

/** The field and message of a refused request: the body's field and error of a 4xx answer. */
function refusalOf(error: unknown): ContactMessages {
  const status = (error as { status?: unknown } | null)?.status;
  const body = (error as { body?: { error?: unknown; field?: unknown } } | null)?.body;
  if (typeof status !== 'number' || status < 400 || status >= 500) return {};
  if (typeof body?.error !== 'string') return {};
  const field = contactFieldOfRefusal(body.field);
  return field ? { [field]: body.error } : {};
}

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
  actions: {
    change: assign(({ context, event }) => {
      if (event.type !== 'contact.change') return {};
      const draft = { ...context.draft, ...event.values };
      const changed = (Object.keys(event.values) as ContactField[]).filter(
        (field) => event.values[field] !== context.draft[field],
      );
      const serverErrors = { ...context.serverErrors };
      for (const field of changed) delete serverErrors[field];
      // A changed field that shows a message, or any once Send was pressed, is checked again.
      const recheck = changed.filter((field) => context.submitted || context.messages[field]);
      return {
        draft,
        serverErrors,
        touched: [...new Set([...context.touched, ...changed])],
        messages:
          recheck.length > 0
            ? withMessagesOf(context.messages, recheck, contactRequestMessages(draft))
            : context.messages,
      };
    }),
    checkField: assign({
      messages: ({ context, event }) =>
        event.type === 'contact.blur'
          ? withMessagesOf(context.messages, [event.field], contactRequestMessages(context.draft))
          : context.messages,
    }),
    showAllMessages: assign({
      messages: ({ context }) => contactRequestMessages(context.draft),
      submitted: true,
    }),
  },
  guards: {
    fieldWasChanged: ({ context, event }) =>
      event.type === 'contact.blur' && (context.submitted || context.touched.includes(event.field)),
    draftIsValid: ({ context }) => Object.keys(contactRequestMessages(context.draft)).length === 0,
  },
}).createMachine({
  id: 'contactUs',
  context: { facts: null, ...CLOSED_FORM },
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
          actions: assign({
            currentPage: ({ event }) => event.currentPage,
            draft: ({ context }) => emptyDraft(context.facts?.email ?? ''),
          }),
        },
      },
    },
    open: {
      initial: 'editing',
      on: {
        // doc 1 §2: "closing resets the form".
        'contact.close': {
          target: 'closed',
          actions: assign(CLOSED_FORM),
        },
      },
      states: {
        editing: {
          on: {
            'contact.change': { actions: 'change' },
            'contact.blur': { guard: 'fieldWasChanged', actions: 'checkField' },
            'contact.submit': [
              {
                guard: 'draftIsValid',
                target: 'submitting',
                actions: assign({ messages: {}, serverErrors: {}, submitted: true }),
              },
              // A draft with a message shows every message and is not sent.
              { actions: 'showAllMessages' },
            ],
          },
        },
        submitting: {
          invoke: {
            id: 'sendHelpDeskEmail',
            src: 'sendHelpDeskEmail',
            input: ({ context }) => ({
              email: context.draft.email.trim(),
              contentBody: context.draft.contentBody.trim(),
              screenshot: context.draft.screenshot,
              country: context.facts?.country ?? '',
              storeName: context.facts?.storeName ?? '',
              currentPage: context.currentPage,
            }),
            onDone: {
              target: 'thankYou',
              actions: assign({
                error: null,
                confirmation: ({ event }) => event.output.message,
              }),
            },
            // doc 2 §8: every failed send reads the same; a refusal naming a field shows there too.
            onError: {
              target: 'editing',
              actions: assign({
                error: CONTACT_SUBMIT_FAILED,
                serverErrors: ({ event }) => refusalOf(event.error),
              }),
            },
          },
        },
        thankYou: {},
      },
    },
  },
});

/** The machine with the app's calls. */
export function contactUsWithIO(io: ContactUsIO) {
  return contactUsMachine.provide({
    actors: {
      loadSupportFacts: fromPromise(({ signal }) => io.loadSupportFacts(signal)),
      sendHelpDeskEmail: fromPromise(({ input, signal }) => io.sendHelpDeskEmail(input, signal)),
    },
  });
}
