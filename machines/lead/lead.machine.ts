/**
 * The lead form statechart (doc 1 §2 "Lead form", §4 "Sign-up and save", doc 2 §2, §7, §8): the
 * pages with Back and Next, the check of the current page's visible inputs before advancing,
 * POST /signup and the save that follows in POST_LEAD. The calls are invoked actors the app
 * provides (`leadMachine.provide`); the machine only decides.
 */
import { and, assign, fromPromise, setup } from 'xstate';
import type { FieldError } from '../../domain/errors/field-errors';
import type { Text } from '../../domain/i18n/message';
import { emptyLead, type Lead } from '../../domain/lead/lead';
import {
  earliestPageWithError,
  leadPageErrors,
  leadPageOrder,
  type LeadPage,
} from '../../domain/lead/lead-pages';
import { leadDraftOf, type LeadDraft } from '../../domain/lead/lead-draft';
import {
  autoSwitchSalesChannel,
  leadPayload,
  type LeadPayload,
} from '../../domain/lead/lead-payload';
import { trackingOfVisit } from '../../domain/lead/lead-tracking';
import { SIGNUP_FIELD_ERROR_MESSAGE } from '../../domain/errors/error-messages';
import {
  answerOf,
  errorMessageOf,
  GENERIC_ERROR_MESSAGE,
  providedByApp,
} from '../calls/call-answers';
import type {
  LeadContext,
  LeadEvent,
  LeadMachineInput,
  LeadVisit,
  SignupAnswer,
} from './lead-types';

export { GENERIC_ERROR_MESSAGE };

export { SIGNUP_FIELD_ERROR_MESSAGE };

export type {
  LeadContext,
  LeadEvent,
  LeadMachineInput,
  LeadVisit,
  SignupAnswer,
} from './lead-types';

/** The lead as sent: the session e-mail and the US/AU channel auto-switch applied (doc 2 §5). */
function leadToSend(context: LeadContext): Lead {
  return autoSwitchSalesChannel(context.lead);
}

const currentPage = (context: LeadContext): LeadPage => context.pages[context.pageIndex]!;

const signupAnswerOf = (event: object) => answerOf<SignupAnswer>(event);

/** The form as the visit left it: the draft kept before a reload, the experiment's page order. */
function contextOfVisit(
  visit: LeadVisit,
): Pick<LeadContext, 'lead' | 'tracking' | 'source' | 'pages' | 'pageIndex'> {
  return {
    lead: { ...emptyLead(), ...visit.draft?.lead, email: visit.email },
    tracking: visit.tracking,
    source: {
      ...(visit.experimentGroup ? { experimentGroup: visit.experimentGroup } : {}),
      ...(visit.deviceId ? { deviceId: visit.deviceId } : {}),
      ...(visit.linkSource ? { linkSource: visit.linkSource } : {}),
    },
    pages: leadPageOrder(visit.experimentGroup),
    pageIndex: visit.draft?.pageIndex ?? 0,
  };
}

/** Keeps the answers and the page in the browser. */
const keepDraft = {
  type: 'keepDraft',
  params: ({ context }: { context: LeadContext }) => ({
    draft: leadDraftOf(context.lead, context.pageIndex),
  }),
} as const;

/** The tracking action of the page being completed. */
const trackPage = {
  type: 'trackPageCompleted',
  params: ({ context }: { context: LeadContext }) => ({ page: currentPage(context) }),
} as const;

export const leadMachine = setup({
  types: {
    context: {} as LeadContext,
    events: {} as LeadEvent,
    input: {} as LeadMachineInput,
  },
  actors: {
    /** Reads what this browser kept for the visit (provided by the app). */
    readVisit: fromPromise<LeadVisit, LeadMachineInput>(providedByApp('browser storage')),
    signUp: fromPromise<SignupAnswer, { payload: LeadPayload }>(providedByApp('signup')),
    /** The save that follows a sign-up in POST_LEAD (doc 1 §4): the lead copied forward. */
    saveLead: fromPromise<unknown, { lead: Lead }>(providedByApp('save')),
  },
  actions: {
    /** Keeps the answers in the browser until sign-up (provided by the app). */
    keepDraft: (_, _params: { draft: LeadDraft }) => {},
    /** doc 1 §2: the sign-up variant seen is reported (provided by the app). */
    experimentViewed: (_, _params: { group: LeadVisit['experimentGroup'] }) => {},
    /** Analytics: a page was completed (provided by the app). */
    trackPageCompleted: (_, _params: { page: LeadPage }) => {},
    /**
     * The browser keeps that the lead was sent and drops its draft; analytics hear it one second
     * later (doc 1 §9) (provided by the app).
     */
    leadSubmitted: (_, _params: { answer: SignupAnswer }) => {},
    /**
     * doc 2 §8: a refused sign-up shows its message as the app's error toast (provided by the
     * app); after a failed call, `retry` offers to send it again ('page.next').
     */
    showToast: (_, _params: { message: Text; retry: boolean }) => {},
    completePage: assign(({ context }) => ({
      completedPages: [...context.completedPages, currentPage(context)],
    })),
    nextPage: assign(({ context }) => ({
      pageIndex: context.pageIndex + 1,
      fieldErrors: {},
      pageChecked: false,
    })),
    clearMessages: assign({ fieldErrors: {} }),
    showPageErrors: assign(({ context }) => ({
      fieldErrors: leadPageErrors(currentPage(context), context.lead),
      pageChecked: true,
    })),
  },
  guards: {
    pageHasErrors: ({ context }) =>
      Object.keys(leadPageErrors(currentPage(context), context.lead)).length > 0,
    onLastPage: ({ context }) => context.pageIndex === context.pages.length - 1,
    pageNotTracked: ({ context }) => !context.completedPages.includes(currentPage(context)),
    notOnFirstPage: ({ context }) => context.pageIndex > 0,
    answerHasFieldErrors: ({ event }) =>
      Object.keys(signupAnswerOf(event).validation_errors?.lead ?? {}).length > 0,
    answerIsPostLead: ({ event }) =>
      signupAnswerOf(event).userState === 'POST_LEAD' &&
      signupAnswerOf(event).joinedAccount !== true,
    answerHasUserState: ({ event }) => signupAnswerOf(event).userState !== undefined,
  },
}).createMachine({
  id: 'lead',
  // The sign-up's answer, once signed up: the journey, the parent, moves on and tells the session.
  output: ({ context }) => context.answer ?? {},
  context: ({ input }) => ({
    ...contextOfVisit({ email: input.email, tracking: trackingOfVisit(input.search, '') }),
    search: input.search,
    fieldErrors: {},
    pageChecked: false,
    completedPages: [],
    answer: null,
  }),
  initial: 'opening',
  states: {
    /** What this browser kept for the visit: attribution, the experiment group, the draft. */
    opening: {
      invoke: {
        id: 'readVisit',
        src: 'readVisit',
        input: ({ context }) => ({ email: context.lead.email, search: context.search }),
        onDone: {
          target: 'editing',
          actions: [
            assign(({ event }) => contextOfVisit(event.output)),
            {
              type: 'experimentViewed',
              params: ({ event }) => ({ group: event.output.experimentGroup }),
            },
          ],
        },
        // Nothing kept: the form starts empty, in the standard page order.
        onError: { target: 'editing' },
      },
    },
    editing: {
      on: {
        'lead.change': {
          actions: [
            assign(({ context, event }) => {
              // The e-mail is the session's and never changes here.
              const { email: _email, ...values } = event.values;
              const changed = Object.keys(values).filter(
                (field) =>
                  values[field as keyof typeof values] !== context.lead[field as keyof Lead],
              );
              const lead = { ...context.lead, ...values };
              const fieldErrors = { ...context.fieldErrors };
              // Once the page was checked, a changed field is checked again at once.
              const now: Partial<Record<string, FieldError>> = context.pageChecked
                ? leadPageErrors(currentPage(context), lead)
                : {};
              for (const field of changed) {
                if (now[field]) fieldErrors[field] = now[field];
                else delete fieldErrors[field];
              }
              return { lead, fieldErrors };
            }),
            keepDraft,
          ],
        },
        // doc 1 §2: page-completion events are tracked once per page.
        'page.next': [
          { guard: 'pageHasErrors', actions: 'showPageErrors' },
          {
            guard: and(['onLastPage', 'pageNotTracked']),
            target: 'signingUp',
            actions: [trackPage, 'completePage', 'clearMessages'],
          },
          { guard: 'onLastPage', target: 'signingUp', actions: 'clearMessages' },
          {
            guard: 'pageNotTracked',
            actions: [trackPage, 'completePage', 'nextPage', keepDraft],
          },
          { actions: ['nextPage', keepDraft] },
        ],
        'page.back': {
          guard: 'notOnFirstPage',
          actions: [
            assign({
              pageIndex: ({ context }) => context.pageIndex - 1,
              fieldErrors: {},
              pageChecked: false,
            }),
            keepDraft,
          ],
        },
      },
    },
    signingUp: {
      invoke: {
        id: 'signUp',
        src: 'signUp',
        input: ({ context }) => ({
          payload: leadPayload(leadToSend(context), context.tracking, context.source),
        }),
        onDone: [
          {
            // doc 1 §2: the form jumps to the earliest page holding an erroring field.
            guard: 'answerHasFieldErrors',
            target: 'editing',
            actions: [
              assign(({ context, event }) => {
                const errors = event.output.validation_errors?.lead ?? {};
                const page = earliestPageWithError(errors, context.pages);
                return {
                  fieldErrors: errors,
                  pageChecked: true,
                  pageIndex: page ? context.pages.indexOf(page) : context.pageIndex,
                };
              }),
              {
                type: 'showToast',
                params: ({ event }) => ({
                  message: event.output.error ?? SIGNUP_FIELD_ERROR_MESSAGE,
                  retry: false,
                }),
              },
            ],
          },
          {
            guard: 'answerIsPostLead',
            target: 'savingLead',
            actions: assign({ answer: ({ event }) => event.output }),
          },
          {
            guard: 'answerHasUserState',
            target: 'signedUp',
            actions: assign({ answer: ({ event }) => event.output }),
          },
          {
            target: 'editing',
            actions: {
              type: 'showToast',
              params: ({ event }) => ({
                message: event.output.error ?? GENERIC_ERROR_MESSAGE,
                retry: false,
              }),
            },
          },
        ],
        onError: {
          target: 'editing',
          actions: {
            type: 'showToast',
            params: ({ event }) => ({ message: errorMessageOf(event.error), retry: true }),
          },
        },
      },
    },
    savingLead: {
      invoke: {
        id: 'saveLead',
        src: 'saveLead',
        input: ({ context }) => ({ lead: leadToSend(context) }),
        // The merchant exists once sign-up answered; the onboarding forms restore the lead copies
        // from the server either way, so a failed save does not hold the merchant back.
        onDone: { target: 'signedUp' },
        onError: { target: 'signedUp' },
      },
    },
    signedUp: {
      type: 'final',
      entry: [
        { type: 'leadSubmitted', params: ({ context }) => ({ answer: context.answer ?? {} }) },
      ],
    },
  },
});
