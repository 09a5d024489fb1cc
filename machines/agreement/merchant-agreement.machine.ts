/**
 * The merchant agreement page (doc 1 §2 /merchant-agreement/fullpage with country, industry and
 * product): the link is read first; a good link loads the current agreement from the server and
 * shows it; a bad one, or one the server has no agreement for, shows the bad-link message of
 * doc 2 §8 with its toast and an error report. A failed call (network, server) can be retried.
 */
import { assign, fromPromise, setup } from 'xstate';
import {
  readAgreementLink,
  type AgreementKey,
  type AgreementLinkParams,
  type BadLinkReason,
} from '../../domain/agreement/agreement-link';
import type { AgreementDocument } from '../../domain/api/agreement-api';

/** What the load answers: the agreement, or the server's word that the link is bad. */
export type AgreementAnswer =
  { kind: 'found'; document: AgreementDocument } | { kind: 'badLink'; reason: string };

export interface MerchantAgreementContext {
  params: AgreementLinkParams;
  document: AgreementDocument | null;
  /** Why the link is bad (for the report); null otherwise. */
  badLinkReason: BadLinkReason | 'no-agreement' | string | null;
}

export type MerchantAgreementEvent = { type: 'agreement.retry' };

/** What the bad-link report carries. */
export interface BadLinkReport {
  reason: string;
  params: AgreementLinkParams;
}

const notProvided = () => Promise.reject(new Error('The call is provided by the app.'));

/** The merchant agreement page's statechart. */
export const merchantAgreementMachine = setup({
  types: {
    context: {} as MerchantAgreementContext,
    events: {} as MerchantAgreementEvent,
    input: {} as AgreementLinkParams,
  },
  actors: {
    /** GET /api/merchant-agreement?country&industry&product. */
    loadAgreement: fromPromise<AgreementAnswer, AgreementKey>(notProvided),
  },
  actions: {
    /** doc 2 §8: the bad link "also gives a toast". */
    showBadLinkToast: () => {},
    /** doc 2 §8: "… and a report" (src/reporting/error-reporting). */
    reportBadLink: (_, _params: BadLinkReport) => {},
  },
  guards: {
    linkIsGood: ({ context }) => readAgreementLink(context.params).ok,
    agreementFound: (_, params: { answer: AgreementAnswer }) => params.answer.kind === 'found',
  },
}).createMachine({
  id: 'merchantAgreement',
  context: ({ input }) => ({ params: input, document: null, badLinkReason: null }),
  initial: 'checking',
  states: {
    checking: {
      always: [
        { guard: 'linkIsGood', target: 'loading' },
        {
          target: 'badLink',
          actions: assign({
            badLinkReason: ({ context }) => {
              const link = readAgreementLink(context.params);
              return link.ok ? null : link.reason;
            },
          }),
        },
      ],
    },
    loading: {
      invoke: {
        id: 'loadAgreement',
        src: 'loadAgreement',
        input: ({ context }) => {
          const link = readAgreementLink(context.params);
          if (!link.ok) throw new Error('loading needs a good link');
          return link.key;
        },
        onDone: [
          {
            guard: { type: 'agreementFound', params: ({ event }) => ({ answer: event.output }) },
            target: 'ready',
            actions: assign({
              document: ({ event }) =>
                event.output.kind === 'found' ? event.output.document : null,
            }),
          },
          {
            target: 'badLink',
            actions: assign({
              badLinkReason: ({ event }) =>
                event.output.kind === 'badLink' ? event.output.reason : 'no-agreement',
            }),
          },
        ],
        onError: { target: 'failed' },
      },
    },
    ready: {},
    badLink: {
      entry: [
        'showBadLinkToast',
        {
          type: 'reportBadLink',
          params: ({ context }) => ({
            reason: context.badLinkReason ?? 'unknown',
            params: context.params,
          }),
        },
      ],
    },
    failed: {
      on: { 'agreement.retry': { target: 'loading' } },
    },
  },
});
