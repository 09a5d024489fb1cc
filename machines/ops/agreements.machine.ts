/**
 * Merchant agreements in the console (docs/decisions/0080): choose a country and an industry (the
 * product follows the country's brand), see the current version, edit it and publish the next.
 * Choosing another combination forgets the shown version; a refused call keeps what was shown
 * under its message, and a 401 ends the console session. The text is held here as it is edited
 * (decision 0240); a blank or too long text is refused with the server's own words, unsent.
 */
import * as v from 'valibot';
import { and, assign, fromPromise, setup } from 'xstate';
import { agreementProductOf } from '../../domain/agreement/agreement-link';
import {
  AGREEMENT_TEXT_REFUSED,
  AgreementTextSchema,
  type AdminAgreementDocument,
  type GenerateAgreementRequest,
  type UpdateAgreementRequest,
} from '../../domain/api/agreement-api';
import type { CountryCode } from '../../domain/countries/country-code';
import { INDUSTRY_OPTIONS } from '../../domain/picklists/industries';
import {
  errorNotice,
  providedByConsole,
  sessionEnded,
  whenRefused,
  type Notice,
} from './ops-failure';

export interface AgreementsContext {
  country: CountryCode;
  industry: string;
  /** The current version of the chosen combination, once shown. */
  current: AdminAgreementDocument | null;
  title: string;
  body: string;
  notice: Notice | null;
}

export type AgreementsEvent =
  | { type: 'agreements.choose'; country?: CountryCode; industry?: string }
  | { type: 'agreements.show' }
  | { type: 'agreements.edit'; title?: string; body?: string }
  | { type: 'agreements.publish' }
  | { type: 'notice.dismiss' };

/** The combination chosen: its country, industry and the country's product. */
export const agreementKeyOf = (context: AgreementsContext): GenerateAgreementRequest => ({
  country: context.country,
  industry: context.industry,
  product: agreementProductOf(context.country),
});

/** The context once a version is shown: its text in the editor and the success notice. */
const shownVersion = (document: AdminAgreementDocument, message: string) => ({
  current: document,
  title: document.title,
  body: document.body,
  notice: { kind: 'success' as const, message },
});

export const agreementsMachine = setup({
  types: { context: {} as AgreementsContext, events: {} as AgreementsEvent },
  actors: {
    /** POST AGREEMENT_API.generate: the current version (stored from the default). */
    generateAgreement: fromPromise<AdminAgreementDocument, GenerateAgreementRequest>(
      providedByConsole('generate agreement'),
    ),
    /** POST AGREEMENT_API.update: publishes the next version. */
    updateAgreement: fromPromise<AdminAgreementDocument, UpdateAgreementRequest>(
      providedByConsole('update agreement'),
    ),
  },
  actions: {
    /** Tells the console session it ended (provided by the console). */
    sessionExpired: () => {},
    /** Shows why the call was refused. */
    showFailure: assign({ notice: (_, params: { error: unknown }) => errorNotice(params.error) }),
  },
  guards: {
    sessionEnded: (_, params: { error: unknown }) => sessionEnded(params.error),
    versionShown: ({ context }) => context.current !== null,
    textIsValid: ({ context }) =>
      v.is(AgreementTextSchema, { title: context.title, body: context.body }),
  },
}).createMachine({
  id: 'agreements',
  context: {
    country: 'AU',
    industry: INDUSTRY_OPTIONS[0]!.value,
    current: null,
    title: '',
    body: '',
    notice: null,
  },
  initial: 'idle',
  on: { 'notice.dismiss': { actions: assign({ notice: null }) } },
  states: {
    idle: {
      on: {
        'agreements.choose': {
          actions: assign(({ context, event }) => ({
            country: event.country ?? context.country,
            industry: event.industry ?? context.industry,
            current: null,
            notice: null,
          })),
        },
        'agreements.show': { target: 'generating' },
        'agreements.edit': {
          actions: assign(({ context, event }) => ({
            title: event.title ?? context.title,
            body: event.body ?? context.body,
          })),
        },
        'agreements.publish': [
          {
            guard: and(['versionShown', 'textIsValid']),
            target: 'publishing',
          },
          {
            guard: 'versionShown',
            actions: assign({
              notice: { kind: 'error' as const, message: AGREEMENT_TEXT_REFUSED },
            }),
          },
        ],
      },
    },
    generating: {
      invoke: {
        id: 'generateAgreement',
        src: 'generateAgreement',
        input: ({ context }) => agreementKeyOf(context),
        onDone: {
          target: 'idle',
          actions: assign(({ event }) =>
            shownVersion(event.output, `Version ${event.output.version} is current.`),
          ),
        },
        onError: whenRefused('idle', 'showFailure'),
      },
    },
    publishing: {
      invoke: {
        id: 'updateAgreement',
        src: 'updateAgreement',
        input: ({ context }) => ({
          ...agreementKeyOf(context),
          title: context.title,
          body: context.body,
        }),
        onDone: {
          target: 'idle',
          actions: assign(({ event }) =>
            shownVersion(
              event.output,
              `Version ${event.output.version} published. Merchants accept it when they next submit their owners.`,
            ),
          ),
        },
        onError: whenRefused('idle', 'showFailure'),
      },
    },
  },
});
