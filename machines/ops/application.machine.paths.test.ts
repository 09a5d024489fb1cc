/**
 * Model-based path tests of one open application in the console (docs/architecture.md §3):
 * generated paths replayed on a running actor whose calls wait for the test's answer. Together
 * they cover the whole machine; each change is saved for this application, its success notice
 * says what changed, a refusal keeps the application shown, and only a 401 ends the session. A
 * request for changes is sent only as the reviewer drafted it and only when doc 1 §4 and the
 * catalogue allow it (docs/decisions/0262), and withdrawn only while one is open.
 */
import { describe, expect, it } from 'vitest';
import type { EventObject } from 'xstate';
import type { ApplicationDetail } from '../../domain/api/back-office-api';
import type { RevisionRecord, RevisionRequestBody } from '../../domain/api/revision-api';
import {
  done,
  failed,
  NO_SHORTFALLS,
  replay,
  runPaths,
  shortfallsOf,
  type Oracle,
  type PathModel,
} from '../testing/path-coverage';
import { applicationMachine, type ApplicationContext } from './application.machine';
import { successNotice, type ApplicationChange } from './change-notices';
import { REFUSED, SESSION_ENDED, sessionEndsOnlyOn401 } from './ops-paths.test-support';

const ID = '5f0c7e9e-0000-4000-8000-000000000001';
/** The application as loaded, and as the server answers a change (what the panels start from). */
const LOADED = {
  id: ID,
  storeName: 'Acme',
  registeredCountry: 'US',
  onboardingStatus: 'IN_REVIEW',
  audit: [],
  allowedDecisions: ['READY_TO_INSTALL', 'REQUIRES_ATTENTION'],
  sections: {
    companyInformation: { legalBusinessName: 'Acme Inc', ein: '12-3456789' },
    owners: [{ firstName: 'Ada', govId: 'upload-1' }],
  },
  opportunityStage: 'Prospecting',
  opportunityOwnerEmail: '',
  onboardingGroup: 'Normal Merchant',
  ownerControls: [],
  cashPay: {
    cashPayEligible: false,
    cashPayOnboardingStatus: 'NOT_STARTED',
    cashPayIntegrationComplete: false,
    cashPayInvalidFee: false,
  },
  accountMark: null,
  contactEmails: [],
  administratorEmails: [],
} as unknown as ApplicationDetail;
const CHANGED = { ...LOADED, audit: [{ at: 1 }] } as unknown as ApplicationDetail;
const OPEN_REQUEST = {
  id: 'rv-1',
  state: 'requested',
  items: [{ key: 'companyInformation.ein', reason: 'numberMismatch', note: '', changedAt: null }],
  requestedBy: 'reviewer@example.com',
  createdAt: 1,
  deadline: 2,
  remindedAt: null,
  overdueAt: null,
  sentAt: null,
  closedAt: null,
  closedAs: null,
  closedBy: null,
  changes: [],
} satisfies RevisionRecord;
/** The answer of a request for changes: the request open, the needs-attention decision taken. */
const REQUESTED = {
  ...LOADED,
  onboardingStatus: 'REQUIRES_ATTENTION',
  allowedDecisions: ['IN_REVIEW', 'INELIGIBLE'],
  audit: [{ at: 1 }, { at: 2 }],
  revisions: [OPEN_REQUEST],
} as unknown as ApplicationDetail;
/** The answer of a withdrawal: the request closed, the application back in review. */
const WITHDRAWN = {
  ...LOADED,
  audit: [{ at: 1 }, { at: 2 }, { at: 3 }],
  revisions: [{ ...OPEN_REQUEST, state: 'withdrawn', closedAs: 'withdrawn', closedAt: 3 }],
} as unknown as ApplicationDetail;

const EIN = 'companyInformation.ein';
const flagEin = { type: 'revision.flag', key: EIN, flagged: true };
const unflagEin = { type: 'revision.flag', key: EIN, flagged: false };
const flagGovId = { type: 'revision.flag', key: 'owners.0.govId', flagged: true };
const einNumber = { type: 'revision.reason', key: EIN, reason: 'numberMismatch' };
const einOther = { type: 'revision.reason', key: EIN, reason: 'other' };
/** A reason the catalogue keeps for documents: an EIN is not an upload. */
const einUnreadable = { type: 'revision.reason', key: EIN, reason: 'documentUnreadable' };
const govIdUnreadable = {
  type: 'revision.reason',
  key: 'owners.0.govId',
  reason: 'documentUnreadable',
};
const einNote = { type: 'revision.note', key: EIN, note: 'Use the EIN on your IRS letter.' };
const noDays = { type: 'revision.days', days: '' };
const days21 = { type: 'revision.days', days: 21 };
const sendRevision = { type: 'revision.send' };
const withdrawRevision = { type: 'revision.withdraw' };

const STOP: ApplicationChange = { kind: 'accountMark', mark: 'AGENCY' };
const TEST_PURCHASE: ApplicationChange = { kind: 'testTransaction', storeLocationId: 'loc-1' };
const chooseStop = { type: 'draft.change', values: { accountMark: 'AGENCY' } };
const saveStop = { type: 'application.save', kind: 'accountMark' };
const saveDecision = { type: 'application.save', kind: 'decision' };

const EVENTS = [
  done('loadApplication', LOADED),
  failed('loadApplication', REFUSED),
  failed('loadApplication', SESSION_ENDED),
  chooseStop,
  saveStop,
  saveDecision,
  { type: 'application.change', change: TEST_PURCHASE },
  done('saveChange', CHANGED),
  failed('saveChange', REFUSED),
  failed('saveChange', SESSION_ENDED),
  { type: 'notice.dismiss' },
] as EventObject[];

/** The reviewer's drafting of a request, its Send and Withdraw, and their answers. */
const REVISION_EVENTS = [
  done('loadApplication', LOADED),
  flagEin,
  unflagEin,
  flagGovId,
  einNumber,
  einOther,
  einUnreadable,
  govIdUnreadable,
  einNote,
  noDays,
  days21,
  sendRevision,
  withdrawRevision,
  done('saveChange', REQUESTED),
  done('saveChange', WITHDRAWN),
  failed('saveChange', REFUSED),
  failed('saveChange', SESSION_ENDED),
] as EventObject[];

/** The events that ask for a change to be saved, and the change a revision event asks for. */
const ASKING = ['application.change', 'application.save', 'revision.send', 'revision.withdraw'];
const REVISION_KINDS: Record<string, string> = {
  'revision.send': 'revision',
  'revision.withdraw': 'revisionWithdraw',
};

/** The reasons of the catalogue that name a document's fault (docs/decisions/0264). */
const DOCUMENT_REASONS = ['documentUnreadable', 'documentExpired', 'pageMissing'];

/**
 * The request the reviewer drafted, replayed from the path's edits since the last answer, or why
 * doc 1 §4 and decision 0262 forbid sending it: a table of the rules written apart from the
 * machine's own.
 */
function draftedRequest(
  events: readonly EventObject[],
  application: ApplicationDetail,
): RevisionRequestBody | string {
  const answered = events.findLastIndex(
    (e, at) =>
      e.type === 'xstate.done.actor.loadApplication' ||
      (e.type === 'xstate.done.actor.saveChange' &&
        (events.slice(0, at).findLast((a) => ASKING.includes(a.type))?.type ?? '') in
          REVISION_KINDS),
  );
  const items = new Map<string, { key: string; reason: string; note: string }>();
  let days: unknown = 14;
  for (const e of events.slice(answered + 1) as Array<EventObject & Record<string, unknown>>) {
    const key = e.key as string;
    if (e.type === 'revision.flag') {
      if (!e.flagged) items.delete(key);
      else if (!items.has(key)) items.set(key, { key, reason: '', note: '' });
    }
    if (e.type === 'revision.reason' && items.has(key)) items.get(key)!.reason = e.reason as string;
    if (e.type === 'revision.note' && items.has(key)) items.get(key)!.note = e.note as string;
    if (e.type === 'revision.days') days = e.days === '' ? '' : e.days;
  }
  if (!application.allowedDecisions.includes('REQUIRES_ATTENTION')) return 'status takes none';
  if (
    (application.revisions ?? []).some((r) =>
      ['requested', 'beingFixed', 'overdue'].includes(r.state),
    )
  )
    return 'one is open';
  if (items.size === 0) return 'nothing flagged';
  for (const item of items.values()) {
    if (!item.reason) return 'no reason';
    if (DOCUMENT_REASONS.includes(item.reason) && !item.key.startsWith('owners.'))
      return 'a document reason for a field';
    if (item.reason === 'other' && !item.note.trim()) return 'other without a note';
  }
  if (typeof days !== 'number' || days < 1 || days > 90) return 'days out of range';
  return {
    items: [...items.values()].map(({ key, reason, note }) => ({
      key,
      reason,
      ...(note ? { note } : {}),
    })) as RevisionRequestBody['items'],
    deadlineDays: days,
  };
}

const oracles: Oracle<ApplicationContext>[] = [
  {
    source: 'doc 1 §4, docs/decisions/0262 and 0264',
    name: 'a request for changes is sent as drafted, and only when every rule allows it',
    check: ({ snapshot, events, calls }) => {
      if (events.at(-1)?.type !== 'revision.send') return undefined;
      const before = events.slice(0, -1);
      // The application the reviewer saw: the last answer before Send.
      const shown = (
        before.findLast((e) => e.type.startsWith('xstate.done.actor')) as
          { output: ApplicationDetail } | undefined
      )?.output;
      if (!shown) return snapshot.matches('saving') ? 'sent before the application showed' : null;
      const expected = draftedRequest(before, shown);
      const sent = snapshot.matches('saving');
      if (typeof expected === 'string') return sent ? `sent although ${expected}` : null;
      if (!sent) return `not sent: ${JSON.stringify(expected)}`;
      const call = calls.at(-1);
      const change = (call?.input as { change: ApplicationChange }).change;
      return call?.id === 'saveChange' &&
        change.kind === 'revision' &&
        JSON.stringify(change.request) === JSON.stringify(expected)
        ? null
        : `sent ${JSON.stringify(change)} for ${JSON.stringify(expected)}`;
    },
  },
  {
    source: 'docs/decisions/0262',
    name: 'a request is withdrawn only while one is open',
    check: ({ snapshot, events }) => {
      if (events.at(-1)?.type !== 'revision.withdraw') return undefined;
      const open = (snapshot.context.application?.revisions ?? ([] as RevisionRecord[])).some(
        (r: RevisionRecord) => ['requested', 'beingFixed', 'overdue'].includes(r.state),
      );
      return snapshot.matches('saving') === open
        ? null
        : `open ${open}, ${JSON.stringify(snapshot.value)}`;
    },
  },
  {
    source: 'docs/decisions/0262',
    name: 'a sent or withdrawn request starts the draft again; any other answer keeps it',
    check: ({ snapshot, events }) => {
      const last = events.at(-1)?.type;
      if (last !== 'xstate.done.actor.saveChange') return undefined;
      const asked = events.slice(0, -1).findLast((e) => ASKING.includes(e.type))?.type ?? '';
      const draft = snapshot.context.revisionDraft;
      if (asked in REVISION_KINDS)
        return draft.items.length === 0 && draft.deadlineDays === 14 ? null : 'draft kept';
      return undefined;
    },
  },
  {
    source: 'docs/decisions/0160',
    name: 'a saved change is this application’s, and its notice says what changed',
    check: ({ snapshot, events, calls }) => {
      if (events.at(-1)?.type !== 'xstate.done.actor.saveChange') return undefined;
      const saved = calls.filter((c) => c.id === 'saveChange').at(-1)?.input as
        { id: string; change: ApplicationChange } | undefined;
      if (saved?.id !== ID) return `saved for ${saved?.id}`;
      const asked = events.filter((e) => ASKING.includes(e.type)).at(-1) as
        { type: string; change?: ApplicationChange; kind?: string } | undefined;
      const kind = asked?.change?.kind ?? asked?.kind ?? REVISION_KINDS[asked?.type ?? ''];
      if (saved.change.kind !== kind) return `saved ${saved.change.kind} for ${kind}`;
      if (asked?.change && JSON.stringify(saved.change) !== JSON.stringify(asked.change))
        return 'another change';
      const notice = snapshot.context.notice;
      if (notice?.kind !== 'success' || notice.message !== successNotice(saved.change))
        return `notice ${JSON.stringify(notice)}`;
      const answer = (events.at(-1) as { output?: unknown }).output;
      return snapshot.context.application === answer ? null : 'old application shown';
    },
  },
  {
    source: 'docs/decisions/0160',
    name: 'a refused change keeps the application shown under the refusal',
    check: ({ snapshot, events }) => {
      if (events.at(-1)?.type !== 'xstate.error.actor.saveChange') return undefined;
      if (!snapshot.context.application) return 'application gone';
      const notice = snapshot.context.notice;
      return notice?.kind === 'error' && notice.message.length > 0 ? null : 'no error notice';
    },
  },
  sessionEndsOnlyOn401<ApplicationContext>(),
];

const model: PathModel<ApplicationContext> = {
  machine: applicationMachine,
  input: { id: ID },
  events: EVENTS,
  callIds: ['loadApplication', 'saveChange'],
  recordedActions: ['sessionExpired'],
  comparable: (context) => ({
    application: context.application?.audit.length ?? null,
    notice: context.notice,
    pending: context.pending,
    drafts: context.drafts,
    revisionDraft: context.revisionDraft,
  }),
  oracles,
};

const revisionModel: PathModel<ApplicationContext> = {
  ...model,
  events: REVISION_EVENTS,
  // Drafts told apart by what was flagged, with which reason, note and days; the notice shown
  // does not change what a Send does.
  graphKey: (context) => ({
    application: context.application?.audit.length ?? null,
    pending: context.pending?.kind ?? null,
    revisionDraft: context.revisionDraft,
  }),
  // The reviewer edits a request only while the panel offers one: the application shown, nothing
  // being saved and no request open (the oracles replay a draft made so).
  filter: (snapshot, event) =>
    !['revision.flag', 'revision.reason', 'revision.note', 'revision.days'].includes(event.type) ||
    (snapshot.value === 'ready' && snapshot.context.application === LOADED),
};

describe('application machine: generated paths replayed on a running actor', () => {
  it('every path reaches the model state, and the paths cover every state and transition', async () => {
    const result = await runPaths('ops application', [model, revisionModel]);
    expect(result.record.paths.length).toBeGreaterThan(3);
    expect(shortfallsOf(result)).toEqual(NO_SHORTFALLS);
  });

  it('saves a panel with its draft, and starts the drafts again from the answer', async () => {
    const run = await replay(model, [done('loadApplication', LOADED), chooseStop, saveStop]);
    expect(run.calls.at(-1)).toMatchObject({ id: 'saveChange', input: { id: ID, change: STOP } });
    const answered = await replay(model, [
      done('loadApplication', LOADED),
      chooseStop,
      saveStop,
      done('saveChange', CHANGED),
    ]);
    const drafts = (answered.reached.at(-1)?.context as { drafts: { accountMark: string } }).drafts;
    expect(drafts.accountMark).toBe('');
  });

  it('refuses to record a decision none was chosen for: nothing is sent', async () => {
    const run = await replay(model, [done('loadApplication', LOADED), saveDecision]);
    expect(run.reached.at(-1)?.value).toBe('ready');
    expect(run.calls.some((c) => c.id === 'saveChange')).toBe(false);
  });

  /** Replays `events` and answers the oracles' verdicts on every step. */
  async function verdicts(events: EventObject[]) {
    const found: string[] = [];
    const run = await replay(revisionModel, events, (step) => {
      for (const oracle of oracles) {
        const verdict = oracle.check(step);
        if (verdict) found.push(`${oracle.name}: ${verdict}`);
      }
    });
    return { run, found, sent: run.calls.some((c) => c.id === 'saveChange') };
  }
  const load = done('loadApplication', LOADED);

  it.each([
    ['nothing flagged', [load, sendRevision]],
    ['a flagged item without a reason', [load, flagEin, sendRevision]],
    ['“Other” without a note', [load, flagEin, einOther, sendRevision]],
    ['a document’s reason for a typed field', [load, flagEin, einUnreadable, sendRevision]],
    ['no days', [load, flagEin, einNumber, noDays, sendRevision]],
    ['one item of two without a reason', [load, flagEin, einNumber, flagGovId, sendRevision]],
  ])('sends no request with %s', async (_, events) => {
    const { run, found, sent } = await verdicts(events as EventObject[]);
    expect(found).toEqual([]);
    expect(sent).toBe(false);
    expect(run.reached.at(-1)?.value).toBe('ready');
  });

  it.each([
    ['a reason', [load, flagEin, einNumber, sendRevision]],
    ['“Other” with its note', [load, flagEin, einOther, einNote, sendRevision]],
    ['a document and 21 days', [load, flagGovId, govIdUnreadable, days21, sendRevision]],
  ])('sends the request as drafted with %s', async (_, events) => {
    const { found, sent } = await verdicts(events as EventObject[]);
    expect(found).toEqual([]);
    expect(sent).toBe(true);
  });

  it('withdraws only an open request', async () => {
    expect((await verdicts([load, withdrawRevision])).sent).toBe(false);
    const open = await verdicts([
      load,
      flagEin,
      einNumber,
      sendRevision,
      done('saveChange', REQUESTED),
      withdrawRevision,
    ]);
    expect(open.found).toEqual([]);
    expect(open.run.calls.at(-1)).toMatchObject({
      input: { change: { kind: 'revisionWithdraw' } },
    });
  });

  it('keeps the draft when a request is refused, so the reviewer can send it again', async () => {
    const { run } = await verdicts([
      load,
      flagEin,
      einNumber,
      sendRevision,
      failed('saveChange', REFUSED),
    ]);
    const context = run.reached.at(-1)?.context as Pick<
      ApplicationContext,
      'revisionDraft' | 'notice'
    >;
    expect(context.revisionDraft.items).toEqual([{ key: EIN, reason: 'numberMismatch', note: '' }]);
    expect(context.notice?.kind).toBe('error');
  });

  it('while a request is open, sends Decline and no other decision', async () => {
    const decide = (decision: string) => [
      done('loadApplication', REQUESTED),
      { type: 'draft.change', values: { decision } },
      saveDecision,
    ];
    const reopen = await replay(revisionModel, decide('IN_REVIEW'));
    expect(reopen.calls.some((c) => c.id === 'saveChange')).toBe(false);
    const decline = await replay(revisionModel, decide('INELIGIBLE'));
    expect(decline.calls.at(-1)).toMatchObject({
      id: 'saveChange',
      input: { change: { kind: 'decision', decision: 'INELIGIBLE' } },
    });
  });
});
