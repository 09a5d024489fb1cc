/**
 * Model-based path tests of the bank machine (docs/architecture.md §3): paths generated from the REAL machine
 * over explicit events (the restore, link token, Plaid and bank calls answered like the server
 * answers them), replayed on a running actor, compared step by step, and required together to
 * cover every state and every transition of the machine.
 */
import { describe, expect, it } from 'vitest';
import type { EventObject } from 'xstate';
import { emptySecondaryBank } from '../../domain/bank/bank';
import { validMerchant } from '../../test/data/valid-merchant';
import { emptyFormCompletedState } from '../../domain/session/form-completion';
import { ACCOUNT_MISMATCH_MESSAGE } from '../../domain/validators/account-confirmation';
import { checkBank } from './bank-form';
import { bankMachine, type BankContext, type BankSection, type BankSetup } from './bank.machine';
import {
  done,
  failed,
  NO_SHORTFALLS,
  runPaths,
  shortfallsOf,
  type PathModel,
} from '../testing/path-coverage';

import type { MerchantRevision } from '../../domain/api/revision-api';

const us = validMerchant('US');
const nz = validMerchant('NZ', { salesChannel: 'Online Only' });
const ca = validMerchant('CA');
const au = validMerchant('AU');
const forms = emptyFormCompletedState();
const bankDone = { ...forms, bankForm: true };

/** A setup as the app reads it from restore and the availability call. */
const setupOf = (overrides: Partial<BankSetup>): BankSetup => ({
  registeredCountry: 'US',
  storeName: 'Acme',
  merchantReference: 'MP-100',
  expectedAccountName: 'Acme Trading Limited',
  revision: null,
  secondaryShown: true,
  linkAvailable: true,
  primaryBank: us.primaryBank,
  secondaryBank: emptySecondaryBank(),
  formCompletedState: forms,
  validationContext: {
    registeredCountry: 'US',
    businessType: 'Corporation',
    salesChannel: 'Online and In-store',
  },
  ...overrides,
});

const apiFailure = (status: number, body: unknown) =>
  Object.assign(new Error(`Request failed: ${status}`), { status, body });

const mismatch = { code: 'FieldMismatch', error: ACCOUNT_MISMATCH_MESSAGE };
const account = {
  publicToken: 'public-sandbox-1',
  accountId: 'acc-1',
  institutionName: 'First Platypus Bank',
  mask: '0000',
};

const EVENTS: EventObject[] = [
  done('loadBank', setupOf({})),
  done(
    'loadBank',
    setupOf({
      registeredCountry: 'NZ',
      linkAvailable: false,
      secondaryShown: false,
      primaryBank: nz.primaryBank,
    }),
  ),
  done('loadBank', setupOf({ formCompletedState: bankDone })),
  done(
    'loadBank',
    setupOf({ registeredCountry: 'CA', secondaryShown: false, primaryBank: ca.primaryBank }),
  ),
  done(
    'loadBank',
    setupOf({ registeredCountry: 'AU', linkAvailable: false, primaryBank: au.primaryBank }),
  ),
  failed('loadBank', new TypeError('Failed to fetch')),
  { type: 'retry' },
  { type: 'link.start' },
  done('createLinkToken', { linkToken: 'link-sandbox-1' }),
  failed('createLinkToken', apiFailure(502, { error: { plaidError: 'Institution down' } })),
  { type: 'link.success', account } as EventObject,
  { type: 'link.exit', message: null } as EventObject,
  { type: 'link.exit', message: 'The bank connection was not completed.' } as EventObject,
  done('saveLinkedBank', { formCompletedState: forms }),
  done('saveLinkedBank', { validation_errors: { primaryBank: { bankAccountName: mismatch } } }),
  done('saveLinkedBank', {}),
  failed('saveLinkedBank', apiFailure(502, { error: { plaidError: 'INVALID_PUBLIC_TOKEN' } })),
  { type: 'manual.open' },
  { type: 'manual.close' },
  // Typing, leaving a field, a refused submit and an accepted one (decision 0240).
  { type: 'primary.change', changes: { confirmAccount: '1' } } as EventObject,
  {
    type: 'primary.change',
    changes: { confirmAccount: us.primaryBank.confirmAccount },
  } as EventObject,
  { type: 'primary.blur', field: 'confirmAccount' } as EventObject,
  { type: 'primary.submit' },
  done('savePrimaryBank', { formCompletedState: forms }),
  done('savePrimaryBank', { validation_errors: { primaryBank: { confirmAccount: mismatch } } }),
  done('savePrimaryBank', {}),
  failed('savePrimaryBank', new TypeError('Failed to fetch')),
  { type: 'secondary.change', changes: { routing2: '021000021' } } as EventObject,
  { type: 'secondary.blur', field: 'account2' } as EventObject,
  { type: 'secondary.submit' },
  { type: 'secondary.skip' },
  done('saveSecondaryBank', { formCompletedState: bankDone }),
  done('saveSecondaryBank', { validation_errors: { secondaryBank: { account2: mismatch } } }),
  done('saveSecondaryBank', {}),
  failed('saveSecondaryBank', apiFailure(500, { error: 'Server error' })),
  { type: 'primary.edit' },
  { type: 'secondary.edit' },
  // The journey shows a step (its payment state's substates).
  { type: 'step.show', step: 'primary' } as EventObject,
  { type: 'step.show', step: 'secondary' } as EventObject,
  { type: 'step.show', step: 'summary' } as EventObject,
  { type: 'continue' },
];

/** The messages a refused submit shows: the form's own check of its draft (doc 2 §4, §5). */
const messagesOf = (context: BankContext, section: BankSection) => {
  const draft = section === 'primaryBank' ? context.primaryBank : context.secondaryBank;
  return draft ? checkBank(section, draft, context.setup?.validationContext ?? {}).errors : {};
};

const model: PathModel<BankContext> = {
  machine: bankMachine,
  events: EVENTS,
  // The actor sources to provide (saveBank serves both banks) and the invoke ids answered.
  callIds: [
    'loadBank',
    'createLinkToken',
    'saveLinkedBank',
    'saveBank',
    'savePrimaryBank',
    'saveSecondaryBank',
  ],
  comparable: (context) => context,
  // States that differ only in the typed bank values or the message text behave alike: merged.
  graphKey: (context) => ({
    setup: context.setup && [
      context.setup.registeredCountry,
      context.setup.secondaryShown,
      context.setup.linkAvailable,
      context.setup.formCompletedState.bankForm,
    ],
    primary: context.primaryBank !== null,
    secondary: context.secondaryBank !== null,
    done: [context.primaryDone, context.secondaryDone],
    link: [context.linkToken !== null, context.linkedAccount !== null],
    errors: Object.keys(context.fieldErrors),
    error: context.error !== null,
    showing: context.showing,
    // Whether a submit would be refused, and whether messages show: not their words.
    valid: [
      context.primaryBank?.confirmAccount === us.primaryBank.confirmAccount,
      !context.secondaryBank?.routing2,
    ],
    messages: [
      Object.keys(context.messages.primaryBank).length > 0,
      Object.keys(context.messages.secondaryBank).length > 0,
    ],
    forms: context.formCompletedState?.bankForm ?? null,
  }),
  recordedActions: ['reportUnexpected', 'trackSaved', 'trackFailed'],
  oracles: [
    {
      source: 'doc 2 §4, §5; decision 0240',
      name: 'a submit the form refuses sends nothing and shows every message of its check',
      check: ({ snapshot, events }) => {
        const last = events.at(-1)!;
        if (last.type !== 'primary.submit' && last.type !== 'secondary.submit') return undefined;
        const section = last.type === 'primary.submit' ? 'primaryBank' : 'secondaryBank';
        const expected = messagesOf(snapshot.context, section);
        if (Object.keys(expected).length === 0) return undefined;
        if (!snapshot.matches({ primary: 'manual' }) && !snapshot.matches({ secondary: 'editing' }))
          return `a refused submit left the form: ${JSON.stringify(snapshot.value)}`;
        return JSON.stringify(snapshot.context.messages[section]) === JSON.stringify(expected)
          ? null
          : `shows ${JSON.stringify(snapshot.context.messages[section])}, the check finds ${JSON.stringify(expected)}`;
      },
    },
    {
      source: 'doc 2 §7, §8',
      name: "the server's field errors stay under their fields until the field changes",
      check: ({ snapshot, events }) => {
        const last = events.at(-1) as EventObject & { changes?: Record<string, unknown> };
        if (last.type !== 'primary.change' && last.type !== 'secondary.change') return undefined;
        const section = last.type === 'primary.change' ? 'primaryBank' : 'secondaryBank';
        const left = Object.keys(snapshot.context.fieldErrors[section] ?? {});
        const changed = Object.keys(last.changes ?? {});
        return left.some((field) => changed.includes(field))
          ? `a changed field keeps the server's error: ${left}`
          : null;
      },
    },
    {
      source: 'doc 1 §2 Bank linking',
      name: 'the journey hears the primary saved, with whether the secondary step follows',
      check: ({ snapshot, events, toParent }) => {
        const last = events.at(-1) as EventObject & { output?: { formCompletedState?: unknown } };
        if (!/^xstate\.done\.actor\.save(Primary|Linked)Bank$/.test(last.type)) return undefined;
        if (!snapshot.matches('primarySaved')) return undefined;
        const told = toParent.at(-1) as EventObject & { secondaryShown?: boolean };
        return told?.type === 'bank.primarySaved' &&
          told.secondaryShown === snapshot.context.setup?.secondaryShown
          ? null
          : `told ${JSON.stringify(told)}`;
      },
    },
    {
      source: 'doc 1 §4 Stepper',
      name: 'Payment Information is complete once a save answers bankForm done',
      check: ({ snapshot, events, toParent }) => {
        const last = events.at(-1) as unknown as {
          type: string;
          output?: { formCompletedState?: { bankForm?: boolean }; validation_errors?: unknown };
        };
        if (!/^xstate\.done\.actor\.saveSecondaryBank$/.test(last.type)) return undefined;
        const answered =
          last.output?.formCompletedState?.bankForm === true && !last.output.validation_errors;
        if (!answered) return undefined;
        return snapshot.matches('complete') && toParent.at(-1)?.type === 'bank.done'
          ? null
          : `bankForm done but the step is ${JSON.stringify(snapshot.value)}`;
      },
    },
  ],
};

/** decision 0266: open requests for changes, one leaving the primary bank as is, one flagging it. */
const requestOf = (key: string): MerchantRevision => ({
  id: 'rev-1',
  state: 'requested',
  deadline: Date.UTC(2026, 11, 12),
  items: [{ key, reason: 'numberMismatch', note: '', changedAt: null }],
});
const SECONDARY_FLAGGED = requestOf('secondaryBank.account2');
const PRIMARY_FLAGGED = requestOf('primaryBank.account');

/** The bank step restored with a request for changes open: the link, the skip, each save's answer. */
const revisionModel: PathModel<BankContext> = {
  ...model,
  events: [
    done('loadBank', setupOf({ formCompletedState: bankDone, revision: SECONDARY_FLAGGED })),
    done('loadBank', setupOf({ formCompletedState: bankDone, revision: PRIMARY_FLAGGED })),
    { type: 'step.show', step: 'primary' } as EventObject,
    { type: 'step.show', step: 'secondary' } as EventObject,
    { type: 'primary.submit' },
    { type: 'manual.open' },
    done('savePrimaryBank', { formCompletedState: bankDone, revision: PRIMARY_FLAGGED }),
    { type: 'secondary.submit' },
    done('saveSecondaryBank', { formCompletedState: bankDone, revision: null }),
    failed(
      'saveSecondaryBank',
      apiFailure(409, {
        error: 'Only Secondary bank account · Account number may change.',
        openFields: ['secondaryBank.account2'],
      }),
    ),
  ],
  graphKey: (context) => ({
    revision: context.revision?.items[0]?.key ?? null,
    showing: context.showing,
    done: [context.primaryDone, context.secondaryDone],
    error: context.error !== null,
  }),
  filter: (_, event) => event.type !== 'continue',
  oracles: [
    {
      source: 'decision 0266 (requests for changes)',
      name: 'the bank link is offered under an open request only when it flags the primary bank',
      check: ({ snapshot, events }) => {
        // Checked as the primary step opens: its first state is the link offer or the form.
        const last = events.at(-1) as EventObject & { step?: string };
        if (last.type !== 'step.show' || last.step !== 'primary') return undefined;
        const flagsPrimary = snapshot.context.revision?.items.some((item: { key: string }) =>
          item.key.startsWith('primaryBank.'),
        );
        const offered = snapshot.matches({ primary: 'linkOffer' });
        if (snapshot.context.revision === null || offered === (flagsPrimary === true)) return null;
        return `link ${offered ? '' : 'not '}offered under ${JSON.stringify(snapshot.context.revision)}`;
      },
    },
    {
      source: 'decision 0266',
      name: "a save's answer carrying the request replaces the one held",
      check: ({ snapshot, events }) => {
        const last = events.at(-1) as { type: string; output?: { revision?: unknown } };
        if (!last.type.startsWith('xstate.done.actor.save') || !last.output) return undefined;
        if (!('revision' in last.output)) return undefined;
        return JSON.stringify(snapshot.context.revision) === JSON.stringify(last.output.revision)
          ? null
          : `holds ${JSON.stringify(snapshot.context.revision)}`;
      },
    },
    {
      source: 'decision 0266 (a refused change: 409 RevisionRefusal)',
      name: "a save refused by the open request shows the server's message above the form",
      check: ({ snapshot, events }) => {
        if (events.at(-1)?.type !== 'xstate.error.actor.saveSecondaryBank') return undefined;
        return snapshot.context.error?.startsWith('Only Secondary bank account')
          ? null
          : `shows ${snapshot.context.error}`;
      },
    },
  ],
};

describe('bank machine: generated paths replayed on a running actor', () => {
  it('every path reaches, step by step, the state and context the model predicts, and together they cover every state and transition', async () => {
    const result = await runPaths('bank', [model, revisionModel]);
    expect(result.record.transitions.total).toBeGreaterThan(25);
    expect(shortfallsOf(result)).toEqual(NO_SHORTFALLS);
  }, 300_000);
});
