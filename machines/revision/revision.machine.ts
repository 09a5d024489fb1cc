/**
 * The life of one request for changes (docs/decisions/0262): a reviewer flags items of an
 * application with a deadline; the merchant changes them (being fixed) and sends them for review
 * (sent); the reviewer's next decision resolves it. A reminder goes three days before the
 * deadline, and past the deadline the request is overdue, still open to the merchant's changes.
 * A reviewer may withdraw an open request.
 *
 * The request is stored as its facts (domain/revision/revision-request); `resume` decides where a
 * stored request stands, so the server can start this chart for any request at any time: to
 * judge a call (a change, a send, a withdrawal) and to keep the deadline's two named delays.
 */
import { assign, setup } from 'xstate';
import {
  everyItemChanged,
  reminderTime,
  type RevisionFacts,
} from '../../domain/revision/revision-request';

export interface RevisionInput {
  facts: RevisionFacts;
  /** The time the chart starts at: the named delays run from it. */
  now: number;
}

export interface RevisionContext {
  facts: RevisionFacts;
  startedAt: number;
}

export type RevisionEvent =
  /** The merchant saved a new value of a flagged item. */
  | { type: 'item.changed'; key: string; at: number }
  /** The merchant sends the changed items for review. */
  | { type: 'send'; at: number }
  /** A reviewer (or the back office) withdraws the request. */
  | { type: 'withdraw'; by: string; at: number }
  /** A reviewer decided on the application the merchant sent back. */
  | { type: 'decided'; by: string; at: number };

const wait = (until: number, from: number) => Math.max(0, until - from);

export const revisionMachine = setup({
  types: {
    context: {} as RevisionContext,
    events: {} as RevisionEvent,
    input: {} as RevisionInput,
  },
  delays: {
    reminderDue: ({ context }) =>
      wait(reminderTime(context.facts) ?? context.facts.deadline, context.startedAt),
    deadlinePassed: ({ context }) => wait(context.facts.deadline, context.startedAt),
  },
  guards: {
    wasWithdrawn: ({ context }) => context.facts.closedAs === 'withdrawn',
    wasResolved: ({ context }) => context.facts.closedAs === 'resolved',
    wasSent: ({ context }) => context.facts.sentAt !== null,
    wentOverdue: ({ context }) => context.facts.overdueAt !== null,
    someItemChanged: ({ context }) => context.facts.items.some((item) => item.changedAt !== null),
    /** A reminder is sent once, never once the deadline has passed, and not for a short request. */
    reminderOwed: ({ context }) =>
      context.facts.remindedAt === null &&
      reminderTime(context.facts) !== null &&
      context.startedAt < context.facts.deadline,
    isFlagged: ({ context, event }) =>
      event.type === 'item.changed' && context.facts.items.some((item) => item.key === event.key),
    everyItemChanged: ({ context }) => everyItemChanged(context.facts.items),
  },
  actions: {
    /** The first change of a flagged item is kept with its time; later ones change nothing. */
    markChanged: assign(({ context, event }) => {
      if (event.type !== 'item.changed') return {};
      return {
        facts: {
          ...context.facts,
          items: context.facts.items.map((item) =>
            item.key === event.key && item.changedAt === null
              ? { ...item, changedAt: event.at }
              : item,
          ),
        },
      };
    }),
    markSent: assign(({ context, event }) =>
      event.type === 'send' ? { facts: { ...context.facts, sentAt: event.at } } : {},
    ),
    markWithdrawn: assign(({ context, event }) =>
      event.type === 'withdraw'
        ? {
            facts: {
              ...context.facts,
              closedAt: event.at,
              closedAs: 'withdrawn' as const,
              closedBy: event.by,
            },
          }
        : {},
    ),
    markResolved: assign(({ context, event }) =>
      event.type === 'decided'
        ? {
            facts: {
              ...context.facts,
              closedAt: event.at,
              closedAs: 'resolved' as const,
              closedBy: event.by,
            },
          }
        : {},
    ),
    /** I/O: the reminder e-mail, sent once (the server keeps remindedAt). */
    remind: () => {},
    /** I/O: the request is stored as overdue and the merchant and the reviewer are told. */
    markOverdue: () => {},
  },
}).createMachine({
  id: 'revision',
  context: ({ input }) => ({ facts: input.facts, startedAt: input.now }),
  initial: 'resume',
  states: {
    resume: {
      always: [
        { guard: 'wasWithdrawn', target: 'withdrawn' },
        { guard: 'wasResolved', target: 'resolved' },
        { guard: 'wasSent', target: 'sent' },
        { guard: 'wentOverdue', target: 'overdue' },
        { guard: 'someItemChanged', target: 'open.beingFixed' },
        { target: 'open.requested' },
      ],
    },
    open: {
      initial: 'requested',
      states: {
        requested: {
          on: {
            'item.changed': { guard: 'isFlagged', target: 'beingFixed', actions: 'markChanged' },
          },
        },
        beingFixed: {
          on: {
            'item.changed': { guard: 'isFlagged', actions: 'markChanged' },
            send: { guard: 'everyItemChanged', target: '#revision.sent', actions: 'markSent' },
          },
        },
      },
      after: {
        reminderDue: { guard: 'reminderOwed', actions: 'remind' },
        deadlinePassed: { target: 'overdue', actions: 'markOverdue' },
      },
      on: {
        withdraw: { target: 'withdrawn', actions: 'markWithdrawn' },
      },
    },
    overdue: {
      on: {
        'item.changed': { guard: 'isFlagged', actions: 'markChanged' },
        send: { guard: 'everyItemChanged', target: 'sent', actions: 'markSent' },
        withdraw: { target: 'withdrawn', actions: 'markWithdrawn' },
      },
    },
    sent: {
      on: {
        decided: { target: 'resolved', actions: 'markResolved' },
      },
    },
    resolved: { type: 'final' },
    withdrawn: { type: 'final' },
  },
});
