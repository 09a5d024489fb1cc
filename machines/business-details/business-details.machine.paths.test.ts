/**
 * Model-based path tests of the onboarding machine (docs/architecture.md §3): paths generated from the REAL
 * machine over explicit events (restore, save and onboarding-link answers shaped like the
 * server's, the linkGeneration delay on a simulated clock), replayed on a running actor, compared
 * step by step and required to cover every state and transition.
 */
import type { Text } from '../../domain/i18n/message';
import {
  MAINTENANCE_MESSAGE,
  isMaintenanceFailure,
  maintenanceAnswer,
} from '../../domain/api/maintenance-api';
import { describe, expect, it } from 'vitest';
import type { EventObject } from 'xstate';
import { SAVE_RETRYING_MESSAGE } from '../../domain/errors/unavailable';
import { emptyMerchant } from '../../domain/merchant/merchant';
import { validMerchant } from '../../test/data/valid-merchant';
import {
  emptyFormCompletedState,
  type FormCompletedState,
  type FormCompletionFlag,
} from '../../domain/session/form-completion';
import { LINK_GENERATION_DELAY_MS } from '../testing/spec-tables';
import { sectionOfPath } from '../../domain/business-details/accordion';
import {
  ONBOARDING_DELAYS,
  businessDetailsMachine,
  type BusinessDetailsContext,
} from './business-details.machine';
import { restoreAnswerOf } from '../testing/restore-answer';
import type { MerchantRevision } from '../../domain/api/revision-api';
import {
  done,
  elapsed,
  failed,
  NO_SHORTFALLS,
  replay,
  runPaths,
  shortfallsOf,
  type Oracle,
  type PathModel,
} from '../testing/path-coverage';
import { inEnglish } from '../../test/i18n/say-in';

function forms(...flags: FormCompletionFlag[]): FormCompletedState {
  const state = emptyFormCompletedState();
  for (const flag of flags) state[flag] = true;
  return state;
}

/** The restore answer of a US merchant with the lead and store answered and `formCompletedState`. */
function restoreAnswer(formCompletedState: FormCompletedState) {
  const m = emptyMerchant();
  const us = validMerchant('US');
  return restoreAnswerOf(
    {
      ...m,
      lead: us.lead,
      companyInformation: { ...m.companyInformation, registeredCountry: 'US' },
      storeDetails: us.storeDetails,
      owners: [{ ...m.owners[0]!, firstName: 'Jane', lastName: 'Doe' }],
      locations: [],
      merchantAccount: { ...m.merchantAccount, mlsProspectRef: 'MP-ABC123' },
    },
    { formCompletedState },
  );
}

/** An open request for changes: the company's EIN and the first owner's ID (decision 0266). */
const REVISION: MerchantRevision = {
  id: 'rev-1',
  state: 'requested',
  deadline: Date.UTC(2026, 11, 12),
  items: [
    { key: 'companyInformation.ein', reason: 'numberMismatch', note: '', changedAt: null },
    { key: 'owners.0.govId', reason: 'documentUnreadable', note: 'Blurred', changedAt: null },
  ],
};
const KEPT_DRAFT = 'Kept in the browser';
const REFUSAL = Object.assign(
  new Error('Only the flagged fields may change: companyInformation.ein'),
  {
    status: 409,
    body: { error: 'Only the flagged fields may change.', openFields: ['companyInformation.ein'] },
  },
);

const ev = (event: object) => event as EventObject;
const differs = (what: string, expected: unknown, actual: unknown) =>
  JSON.stringify(expected) === JSON.stringify(actual)
    ? null
    : `${what}: expected ${JSON.stringify(expected)}, reached ${JSON.stringify(actual)}`;
const fieldError = { code: 'Required', error: 'Value Required' };
const EVENTS: EventObject[] = [
  done('restore', { answer: restoreAnswer(forms()) }),
  done('restore', {
    answer: restoreAnswer(forms('companyInfoForm')),
    draft: { companyInformation: { legalBusinessName: KEPT_DRAFT } },
  }),
  // decision 0266: restored with a request for changes open, and a draft from before it.
  done('restore', {
    answer: {
      ...restoreAnswer(
        forms('companyInfoForm', 'storeDetailsForm', 'businessOwnerForm', 'storeForm'),
      ),
      revision: REVISION,
    },
    draft: { companyInformation: { legalBusinessName: KEPT_DRAFT } },
  }),
  failed('restore', new Error('Request failed with status 503')),
  ev({ type: 'restore.retry' }),
  ev({ type: 'section.show', section: 'beneficialOwners' }),
  ev({ type: 'section.show', section: 'storeDetails' }),
  ev({ type: 'section.show', section: 'companyInformation' }),
  ev({
    type: 'draft.change',
    changes: { companyInformation: validMerchant('US').companyInformation },
  }),
  ev({ type: 'draft.change', changes: { owners: validMerchant('US').owners } }),
  ev({ type: 'section.submit', section: 'companyInformation' }),
  ev({ type: 'section.submit', section: 'beneficialOwners', changes: { agreementAccepted: true } }),
  done('save', { userState: 'POST_LEAD', formCompletedState: forms('companyInfoForm') }),
  done('save', {
    userState: 'POST_LEAD',
    formCompletedState: forms(
      'companyInfoForm',
      'storeDetailsForm',
      'businessOwnerForm',
      'storeForm',
    ),
  }),
  done('save', {
    error: 'There was an issue with an owner field',
    errorId: 'req-7',
    validation_errors: { owners: { bo_0_ssn: fieldError }, storeDetails: { website: fieldError } },
  }),
  done('save', { validation_errors: { primaryBank: { account: fieldError } }, error: 'Bad bank' }),
  done('save', { userState: 'SQUARE_ONLY' }),
  // The request's items all changed and sent from another tab: the save says none is open.
  done('save', {
    userState: 'POST_LEAD',
    formCompletedState: forms(
      'companyInfoForm',
      'storeDetailsForm',
      'businessOwnerForm',
      'storeForm',
    ),
    revision: null,
  }),
  failed('save', REFUSAL),
  failed('save', new Error('Request failed with status 500')),
  failed('save', Object.assign(new Error('Request failed: unavailable'), { status: 503 })),
  // doc 2 §7: the portal went into maintenance while the merchant was saving.
  failed(
    'save',
    Object.assign(new Error(`Request failed: ${MAINTENANCE_MESSAGE}`), {
      status: 503,
      body: maintenanceAnswer(),
    }),
  ),
  elapsed('saveRetry', 'businessDetails', 'ready.form.retrying'),
  elapsed('linkGeneration', 'businessDetails', 'ready.link.waiting'),
  done('createOnboardingLink', { onboardingLink: 'https://portal.example/app?ol_src=obl' }),
  failed('createOnboardingLink', new Error('Request failed with status 403')),
  ev({ type: 'save.retry' }),
];

type SaveAnswer = {
  validation_errors?: Record<string, unknown>;
  formCompletedState?: FormCompletedState;
};
const lastSaveAnswer = (events: readonly EventObject[]) =>
  events.at(-1)?.type === 'xstate.done.actor.save'
    ? (events.at(-1) as unknown as { output: SaveAnswer }).output
    : undefined;

/** doc 1 §2: "the first of company information, owners, store details with an error". */
const STEP_OF_FIELD_ERROR: ReadonlyArray<readonly [string, string]> = [
  ['companyInformation', '/onboarding/company-information'],
  ['owners', '/onboarding/beneficial-owners'],
  ['storeDetails', '/onboarding/store-details'],
];

/** The save answers that show an error toast (doc 2 §8): a field refusal, or a failure other than maintenance. */
const toastsExpected = (events: readonly EventObject[]) =>
  events.filter((e) =>
    e.type === 'xstate.error.actor.save'
      ? !isMaintenanceFailure((e as { error?: unknown }).error)
      : (lastSaveAnswer([e])?.validation_errors ?? undefined) !== undefined,
  ).length;

const ORACLES: Oracle<BusinessDetailsContext>[] = [
  {
    source: 'decision 0266 (requests for changes: only the flagged fields change)',
    name: 'a restore with an open request keeps it and leaves out the draft kept in the browser',
    check: ({ snapshot, events }) => {
      const last = events.at(-1) as
        { type: string; output?: { answer: { revision?: unknown }; draft?: unknown } } | undefined;
      if (last?.type !== 'xstate.done.actor.restore') return undefined;
      const revision = last.output?.answer.revision ?? null;
      const name = snapshot.context.merchant.companyInformation.legalBusinessName;
      if (revision === null) return differs('request', null, snapshot.context.revision);
      return (
        differs('request', revision, snapshot.context.revision) ??
        (name === KEPT_DRAFT ? 'the draft was applied under an open request' : null)
      );
    },
  },
  {
    source: 'decision 0266',
    name: "a save's answer carrying the request replaces the one held",
    check: ({ snapshot, events }) => {
      const last = events.at(-1) as { type: string; output?: { revision?: unknown } } | undefined;
      if (last?.type !== 'xstate.done.actor.save' || !last.output || !('revision' in last.output))
        return undefined;
      return differs('request', last.output.revision, snapshot.context.revision);
    },
  },
  {
    source: 'decision 0266 (a refused change: 409 RevisionRefusal)',
    name: 'a save refused by the open request shows its message once and is not sent again',
    check: ({ snapshot, events, actionCalls }) => {
      const last = events.at(-1) as { type: string; error?: unknown } | undefined;
      if (last?.type !== 'xstate.error.actor.save' || last.error !== REFUSAL) return undefined;
      if (!snapshot.matches({ ready: { form: 'idle' } })) return 'the save did not stop';
      const toast = actionCalls.filter((a) => a.type === 'showToast').at(-1);
      return differs('toast', { message: REFUSAL.message, retry: false }, toast?.params);
    },
  },
  {
    source: 'doc 2 §4 Owners and locations; docs/architecture.md §6',
    name: 'the owners and locations collections start once, when the merchant is restored',
    check: ({ snapshot, actionCalls }) => {
      const started = actionCalls.filter((a) => a.type === 'startCollections').length;
      const expected = snapshot.matches('ready') ? 1 : 0;
      return started === expected ? null : `started ${started} times, expected ${expected}`;
    },
  },
  {
    source: 'doc 2 §8 error toast; save flow',
    name: 'a refused or failed save shows one toast; only one failed for good offers to send it again',
    check: ({ snapshot, events, actionCalls }) => {
      const shown = actionCalls.filter((a) => a.type === 'showToast');
      if (shown.length !== toastsExpected(events)) {
        return `${shown.length} toasts for ${toastsExpected(events)} refused or failed saves`;
      }
      if (events.at(-1)?.type !== 'xstate.error.actor.save' || shown.length === 0) return undefined;
      const { message, retry } = shown.at(-1)!.params as { message: Text; retry: boolean };
      if (retry !== snapshot.context.saveFailed) return `retry offered: ${retry}`;
      const resending = snapshot.matches({ ready: { form: 'retrying' } });
      return (message === SAVE_RETRYING_MESSAGE) === resending
        ? null
        : `"${JSON.stringify(message)}" while ${resending ? '' : 'not '}about to send again`;
    },
  },
  {
    source: 'doc 1 §2 Post-lead step routing by completed forms',
    name: 'a save answered with flags tells the journey, which moves on by them',
    check: ({ events, toParent }) => {
      const last = events.at(-1) as { type: string; output?: SaveAnswer } | undefined;
      const forms =
        last?.type === 'xstate.done.actor.save' ? last.output?.formCompletedState : null;
      if (!forms || last?.output?.validation_errors) return undefined;
      const told = toParent.filter((e) => e.type === 'businessDetails.saved').at(-1) as
        { formCompletedState: unknown } | undefined;
      return differs('flags told', forms, told?.formCompletedState);
    },
  },
  {
    source: 'doc 1 §2 Post-lead step routing by completed forms',
    name: 'a server field error tells the journey the step holding it',
    check: ({ events, toParent }) => {
      const errors = lastSaveAnswer(events)?.validation_errors;
      if (!errors) return undefined;
      const step = STEP_OF_FIELD_ERROR.find(([section]) => section in errors);
      // "if none, no redirect" (a bank error, say): nothing for this table to check.
      if (!step) return undefined;
      if (events.at(-1)?.type !== 'xstate.done.actor.save') return undefined;
      const told = toParent.filter((e) => e.type === 'businessDetails.fieldErrors').at(-1) as
        { section: string } | undefined;
      return told?.section === sectionOfPath(step[1])
        ? null
        : `errors in ${Object.keys(errors).join(', ')}: expected ${step[1]}, told ${told?.section}`;
    },
  },
  {
    source: 'doc 1 §4 Sign-up and save, §9',
    name: 'the onboarding link is asked for 8 s after the company info save',
    check: ({ calls, events, times }) => {
      const link = calls.find((c) => c.id === 'createOnboardingLink');
      if (!link) return undefined;
      const saved = events.findIndex(
        (e) =>
          e.type === 'xstate.done.actor.save' &&
          (e as unknown as { output: SaveAnswer }).output.formCompletedState?.companyInfoForm,
      );
      if (saved < 0) return 'asked for the link without a company info save';
      const waited = link.at - times[saved]!;
      return waited === LINK_GENERATION_DELAY_MS ? null : `asked ${waited} ms after the save`;
    },
  },
  {
    source: 'doc 2 §7 save flow ("A MAINTENANCE_MODE user state stops processing")',
    name: 'a save refused for maintenance stops: no retry, the typed answers stay',
    check: ({ snapshot, events, calls, actionCalls }) => {
      const last = events.at(-1) as { type: string; error?: unknown } | undefined;
      if (last?.type !== 'xstate.error.actor.save' || !isMaintenanceFailure(last.error)) {
        return undefined;
      }
      if (!snapshot.matches({ ready: { form: 'idle' } })) return 'the save did not stop';
      const toast = actionCalls.find((a) => a.type === 'showToast');
      if (toast) return `a toast was shown: ${JSON.stringify(toast.params)}`;
      const sent = calls.filter((call) => call.id === 'save').at(-1)?.input as
        | {
            payload: {
              saveData?: { data?: { companyInformation?: { legalBusinessName?: string } } };
            };
          }
        | undefined;
      const typed = snapshot.context.merchant.companyInformation.legalBusinessName;
      const inSave = sent?.payload.saveData?.data?.companyInformation?.legalBusinessName;
      return inSave === undefined || inSave === typed ? null : 'the typed answers were dropped';
    },
  },
];

const model: PathModel<BusinessDetailsContext> = {
  // The owners and locations collections are started by a named action, recorded here: a graph
  // walk runs every transition in one actor system, where their system ids would be taken twice.
  // machines/business-details/business-details-collections.test.ts runs them.
  machine: businessDetailsMachine.provide({ actions: { startCollections: () => {} } }),
  input: {},
  events: EVENTS,
  callIds: ['restore', 'save', 'createOnboardingLink'],
  delays: ONBOARDING_DELAYS,
  comparable: (context) => ({
    ...context,
    merchant: {
      formCompletion: context.merchant.formCompletion,
      onboardingLink: context.merchant.merchantAccount.onboardingLink,
      legalBusinessName: context.merchant.companyInformation.legalBusinessName,
      agreementAccepted: context.merchant.formCompletion.agreementAccepted,
    },
  }),
  recordedActions: ['keepDraft', 'saved', 'showToast', 'startCollections'],
  oracles: ORACLES,
  graphKey: (context) => ({
    forms: context.merchant.formCompletion,
    openSection: context.openSection,
    draft: context.merchant.companyInformation.legalBusinessName !== '',
    owners: context.merchant.owners[0]?.dob !== '',
    errors: Object.keys(context.errors),
    refused: context.lastSaveRefused,
    saveFailed: context.saveFailed,
    link: context.merchant.merchantAccount.onboardingLink !== '',
    revision: context.revision !== null,
  }),
  // Keeps the graph small: a running call or timer is answered before anything else happens,
  // and a failed save is sent again only once it failed for good.
  filter: ({ value, context }, event) => {
    const busy = JSON.stringify(value);
    const answering = event.type.startsWith('xstate.');
    if (busy.includes('saving') || busy.includes('waiting') || busy.includes('generating'))
      return answering;
    if (event.type === 'save.retry') return context.saveFailed;
    if (event.type === 'draft.change') {
      const changes = (event as unknown as { changes: object }).changes;
      return 'owners' in changes
        ? context.merchant.owners[0]?.dob === ''
        : context.merchant.companyInformation.legalBusinessName === '';
    }
    return true;
  },
};

describe('onboarding machine: generated paths replayed on a running actor', () => {
  it('every path reaches, step by step, the state and context the model predicts, and together they cover every state and transition', async () => {
    const result = await runPaths('business details', [model]);
    expect(result.record.paths.length).toBeGreaterThan(20);
    expect(shortfallsOf(result)).toEqual(NO_SHORTFALLS);
  }, 300_000);
});

describe('onboarding machine: what the replays send and show', () => {
  const restored = done('restore', { answer: restoreAnswer(forms()) });
  const submitCompany = ev({
    type: 'section.submit',
    section: 'companyInformation',
    changes: { companyInformation: validMerchant('US').companyInformation },
  });
  const companySaved = done('save', { formCompletedState: forms('companyInfoForm') });

  it('edits the section the journey shows', async () => {
    const run = await replay(model, [
      restored,
      ev({ type: 'section.show', section: 'storeDetails' }),
    ]);
    expect(run.reached.at(-1)?.context).toMatchObject({ openSection: 'storeDetails' });
  });

  it('sends only the submitted section flag, then opens the next section and asks for the link 8 s later', async () => {
    const run = await replay(model, [
      restored,
      submitCompany,
      companySaved,
      elapsed('linkGeneration', 'businessDetails', 'ready.link.waiting'),
    ]);
    const save = run.calls.find((c) => c.id === 'save')?.input as {
      payload: { formCompletionData: FormCompletedState };
    };
    expect(Object.entries(save.payload.formCompletionData).filter(([, on]) => on)).toEqual([
      ['companyInfoForm', true],
    ]);
    // The journey, the parent, opens the next section from the flags it is told.
    expect(run.toParent.filter((e) => e.type === 'businessDetails.saved')).toEqual([
      { type: 'businessDetails.saved', formCompletedState: forms('companyInfoForm') },
    ]);
    expect(run.calls.at(-1)).toMatchObject({
      id: 'createOnboardingLink',
      input: { prospectId: 'MP-ABC123' },
    });
    expect(run.actionCalls.filter((a) => a.type === 'saved')).toHaveLength(1);
  });

  it('never asks for the link while the onboarding link generation flag is off (doc 1 §6)', async () => {
    const steps = [
      done('restore', { answer: restoreAnswer(forms()) }),
      submitCompany,
      companySaved,
      elapsed('linkGeneration', 'businessDetails', 'ready.link.waiting'),
    ];
    const withFlag = (linkGeneration: boolean) => ({
      ...model,
      input: { ...(model.input as object), linkGeneration },
    });
    const off = await replay(withFlag(false), steps);
    expect(off.calls.map((c) => c.id)).not.toContain('createOnboardingLink');
    const on = await replay(withFlag(true), steps);
    expect(on.calls.map((c) => c.id)).toContain('createOnboardingLink');
  });

  it('does not ask for the link before 8 s have passed', async () => {
    const run = await replay({ ...model, delays: { linkGeneration: 7_999 } }, [
      restored,
      submitCompany,
      companySaved,
      elapsed('linkGeneration', 'businessDetails', 'ready.link.waiting'),
    ]);
    expect(run.calls.map((c) => c.id)).not.toContain('createOnboardingLink');
  });

  it('goes to the bank step once the three business sections are saved', async () => {
    const run = await replay(model, [
      restored,
      ev({
        type: 'section.submit',
        section: 'beneficialOwners',
        changes: { owners: validMerchant('US').owners, agreementAccepted: true },
      }),
      done('save', {
        formCompletedState: forms(
          'companyInfoForm',
          'storeDetailsForm',
          'businessOwnerForm',
          'storeForm',
        ),
      }),
    ]);
    expect(run.toParent.at(-1)).toMatchObject({
      type: 'businessDetails.saved',
      formCompletedState: {
        companyInfoForm: true,
        storeDetailsForm: true,
        businessOwnerForm: true,
      },
    });
  });

  it('shows the doc 2 §8 toast with the errorId and opens the first section holding an error', async () => {
    const run = await replay(model, [
      restored,
      submitCompany,
      done('save', {
        errorId: 'req-42',
        validation_errors: {
          storeDetails: { website: fieldError },
          owners: { bo_0_ssn: fieldError },
        },
      }),
    ]);
    expect(run.toParent.at(-1)).toEqual({
      type: 'businessDetails.fieldErrors',
      section: 'beneficialOwners',
    });
    expect(run.actionCalls.filter((a) => a.type === 'showToast')).toEqual([
      {
        type: 'showToast',
        params: {
          message:
            'There was an issue with an owner field - please reopen the Owner details form and try again. (errorId=req-42)',
          retry: false,
        },
      },
    ]);
  });

  it('checks a section before sending it and shows its errors without a call', async () => {
    const run = await replay(model, [
      restored,
      ev({
        type: 'section.submit',
        section: 'beneficialOwners',
        changes: { agreementAccepted: false },
      }),
    ]);
    const context = run.reached.at(-1)?.context as BusinessDetailsContext;
    expect(run.calls.map((c) => c.id)).toEqual(['restore']);
    expect(inEnglish(context.errors.owners)).toMatchObject({
      bo_0_dob: { error: 'Value Required' },
      agreementAccepted: {
        error: 'Please accept merchant agreement and privacy policy before submitting.',
      },
    });
  });

  it('keeps the browser draft on every change, without sensitive values', async () => {
    const run = await replay(model, [
      restored,
      ev({ type: 'draft.change', changes: { owners: validMerchant('US').owners } }),
    ]);
    const kept = run.actionCalls.find((a) => a.type === 'keepDraft')?.params as {
      draft: { owners: object[] };
    };
    expect(kept.draft.owners[0]).toMatchObject({ firstName: 'Jane' });
    expect(kept.draft.owners[0]).not.toHaveProperty('ssn');
  });
});
