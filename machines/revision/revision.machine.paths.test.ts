/**
 * Model-based path tests of the revision chart (docs/decisions/0262): generated paths replayed on
 * a running actor on a simulated clock, one model per way a stored request can be resumed. Every
 * step is checked against REVISION_TRANSITIONS, a table written from the issue, and the reminder
 * against its rule: once, three days before the deadline, never after it.
 */
import { describe, expect, it } from 'vitest';
import type { EventObject } from 'xstate';
import {
  elapsed,
  named,
  NO_SHORTFALLS,
  runPaths,
  shortfallsOf,
  type Oracle,
  type PathModel,
} from '../testing/path-coverage';
import { REVISION_DEADLINE, REVISION_TRANSITIONS } from '../testing/spec-tables';
import type { RevisionFacts } from '../../domain/revision/revision-request';
import { revisionMachine, type RevisionContext, type RevisionInput } from './revision.machine';
import { revisionStateOf } from './revision-judge';

const DAY = 24 * 60 * 60 * 1000;
const DEADLINE = REVISION_DEADLINE.defaultDays * DAY;
const REMINDER = DEADLINE - REVISION_DEADLINE.reminderDaysBefore * DAY;
const FLAGGED = ['owners.0.govId', 'companyInformation.ein'];

const facts = (over: Partial<RevisionFacts> = {}): RevisionFacts => ({
  id: 'rv_1',
  merchantId: 'm_1',
  items: FLAGGED.map((key) => ({ key, reason: 'numberMismatch', note: '', changedAt: null })),
  requestedBy: 'reviewer@example.com',
  createdAt: 0,
  deadline: DEADLINE,
  remindedAt: null,
  overdueAt: null,
  sentAt: null,
  closedAt: null,
  closedAs: null,
  closedBy: null,
  ...over,
});

const changed = (key: string) => named(key, { type: 'item.changed', key, at: 1 });
const EVENTS = [
  changed(FLAGGED[0]!),
  changed(FLAGGED[1]!),
  changed('storeDetails.website'),
  { type: 'send', at: 2 },
  { type: 'withdraw', by: 'reviewer@example.com', at: 3 },
  { type: 'decided', by: 'reviewer@example.com', at: 4 },
  elapsed('reminderDue', 'revision', 'open'),
  elapsed('deadlinePassed', 'revision', 'open'),
] as EventObject[];

const keyOf = (event: EventObject) => (event as EventObject & { key: string }).key;

/**
 * The rule, written out: the reminder three days before the deadline, none for a request
 * given three days or less (its own e-mail is still fresh).
 */
const timesOf = (start: RevisionFacts) => ({
  reminder:
    start.deadline - REVISION_DEADLINE.reminderDaysBefore * DAY > start.createdAt
      ? start.deadline - REVISION_DEADLINE.reminderDaysBefore * DAY
      : null,
  deadline: start.deadline,
});

/** What the table calls an event, given the items changed before it. */
function happening(event: EventObject, changedKeys: ReadonlySet<string>): string | undefined {
  switch (event.type) {
    case 'item.changed':
      return FLAGGED.includes(keyOf(event)) ? 'a flagged item changed' : undefined;
    case 'send':
      return FLAGGED.every((key) => changedKeys.has(key))
        ? 'sent with every item changed'
        : undefined;
    case 'withdraw':
      return 'withdrawn';
    case 'decided':
      return 'decided';
    case 'xstate.after.deadlinePassed.revision.open':
      return 'deadline passed';
    default:
      return undefined;
  }
}

const stateOfFacts = (input: RevisionFacts): string => {
  if (input.closedAs) return input.closedAs;
  if (input.sentAt !== null) return 'sent';
  if (input.overdueAt !== null) return 'overdue';
  return input.items.some((item) => item.changedAt !== null) ? 'beingFixed' : 'requested';
};

const oracles: Oracle<RevisionContext>[] = [
  {
    source: 'issue "Needs attention becomes a precise request" item 4',
    name: 'each event moves the request as the revision table says',
    check: ({ snapshot, events }) => {
      // The table, replayed from the stored facts the path started with.
      const start = startFacts.get(snapshot.context.facts.id)!;
      let state = stateOfFacts(start);
      const changedKeys = new Set(
        start.items.filter((item) => item.changedAt !== null).map((item) => item.key),
      );
      for (const event of events) {
        const what = happening(event, changedKeys);
        if (event.type === 'item.changed') changedKeys.add(keyOf(event));
        const row = REVISION_TRANSITIONS.find(([from, on]) => from === state && on === what);
        if (row) state = row[2];
      }
      const reached = revisionStateOf(snapshot as never);
      return reached === state ? null : `reached ${reached}, the table says ${state}`;
    },
  },
  {
    source: 'issue "Needs attention becomes a precise request" item 4',
    name: 'one reminder, three days before the deadline, only while the request is open',
    check: ({ events, actionCalls, snapshot }) => {
      const start = startFacts.get(snapshot.context.facts.id)!;
      const open = ['requested', 'beingFixed'].includes(stateOfFacts(start));
      let time = 0;
      let expected = 0;
      let state = stateOfFacts(start);
      const changedKeys = new Set(
        start.items.filter((i) => i.changedAt !== null).map((i) => i.key),
      );
      for (const event of events) {
        const what = happening(event, changedKeys);
        if (event.type === 'item.changed') changedKeys.add(keyOf(event));
        const { reminder, deadline } = timesOf(start);
        if (event.type === 'xstate.after.reminderDue.revision.open') time += reminder ?? deadline;
        if (event.type === 'xstate.after.deadlinePassed.revision.open') time += deadline;
        const stillOpen = ['requested', 'beingFixed'].includes(state);
        const due = timesOf(start).reminder;
        const owed = due !== null && time >= due && start.remindedAt === null;
        if (open && stillOpen && owed && expected === 0) {
          expected = 1;
        }
        const row = REVISION_TRANSITIONS.find(([from, on]) => from === state && on === what);
        if (row) state = row[2];
      }
      const reminders = actionCalls.filter((call) => call.type === 'remind').length;
      if (expected === 0 && reminders === 0) return undefined;
      return reminders === expected ? null : `${reminders} reminders, expected ${expected}`;
    },
  },
  {
    source: 'issue "Needs attention becomes a precise request" item 4',
    name: 'the request is marked overdue exactly when its deadline passes while open',
    check: ({ events, actionCalls }) => {
      const overdue = actionCalls.filter((call) => call.type === 'markOverdue').length;
      const passed = events.some((e) => e.type === 'xstate.after.deadlinePassed.revision.open');
      if (!passed) return overdue === 0 ? undefined : `marked overdue ${overdue} times early`;
      return overdue === 1 ? null : `marked overdue ${overdue} times`;
    },
  },
];

/** The stored facts each model's paths start from, by request id. */
const startFacts = new Map<string, RevisionFacts>();

const model = (id: string, over: Partial<RevisionFacts>): PathModel<RevisionContext> => {
  const stored = facts({ id, ...over });
  startFacts.set(id, stored);
  return {
    machine: revisionMachine,
    input: { facts: stored, now: 0 } satisfies RevisionInput,
    events: EVENTS,
    delays: {
      reminderDue: timesOf(stored).reminder ?? stored.deadline,
      deadlinePassed: stored.deadline,
    },
    recordedActions: ['remind', 'markOverdue'],
    comparable: ({ facts: f }) => ({
      changed: f.items.map((item) => item.changedAt !== null),
      sentAt: f.sentAt,
      closedAs: f.closedAs,
    }),
    oracles,
  };
};

const oneChanged = FLAGGED.map((key, i) => ({
  key,
  reason: 'numberMismatch' as const,
  note: '',
  changedAt: i === 0 ? 1 : null,
}));

describe('revision chart: generated paths replayed on a running actor', () => {
  it('every path follows the table, and the paths cover every state and transition', async () => {
    const result = await runPaths('revision', [
      model('rv_new', {}),
      model('rv_fixing', { items: oneChanged }),
      // The reminder went before the chart was started again (a restart of the server).
      // Two days to answer: no reminder.
      model('rv_short', { deadline: 2 * DAY }),
      model('rv_reminded', { items: oneChanged, remindedAt: REMINDER }),
      model('rv_overdue', { overdueAt: DEADLINE, remindedAt: REMINDER }),
      model('rv_sent', { sentAt: 5, items: oneChanged.map((i) => ({ ...i, changedAt: 1 })) }),
      model('rv_withdrawn', { closedAs: 'withdrawn', closedAt: 3, closedBy: 'r' }),
      model('rv_resolved', { closedAs: 'resolved', closedAt: 3, closedBy: 'r', sentAt: 2 }),
    ]);
    expect(result.record.paths.length).toBeGreaterThan(10);
    expect(shortfallsOf(result)).toEqual(NO_SHORTFALLS);
  });
});
