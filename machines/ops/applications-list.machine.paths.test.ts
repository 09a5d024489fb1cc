/**
 * Model-based path tests of the console's applications list (docs/architecture.md §3):
 * generated paths replayed on a running actor whose load waits for the test's answer. Together
 * they cover the whole machine; every load asks for the query the operator set, and only a 401
 * ends the console session.
 */
import { describe, expect, it } from 'vitest';
import type { EventObject } from 'xstate';
import type { ApplicationListResponse } from '../../domain/api/back-office-api';
import {
  done,
  failed,
  NO_SHORTFALLS,
  runPaths,
  shortfallsOf,
  type Oracle,
  type PathModel,
} from '../testing/path-coverage';
import {
  APPLICATIONS_PAGE_SIZE,
  applicationsListMachine,
  type ApplicationsListContext,
} from './applications-list.machine';
import { REFUSED, SESSION_ENDED, sessionEndsOnlyOn401 } from './ops-paths.test-support';

const LIST: ApplicationListResponse = { items: [], total: 45, page: 1, pageSize: 20 };

const EVENTS = [
  done('loadApplications', LIST),
  failed('loadApplications', REFUSED),
  failed('loadApplications', SESSION_ENDED),
  { type: 'list.type', text: '  acme ' },
  { type: 'list.search' },
  { type: 'list.filter', status: 'IN_REVIEW' },
  { type: 'list.filter', status: '' },
  { type: 'list.page', page: 2 },
] as EventObject[];

const oracles: Oracle<ApplicationsListContext>[] = [
  {
    source: 'docs/decisions/0160',
    name: 'each load asks for the query set so far; a new search or filter starts at page 1',
    check: ({ calls, events, snapshot }) => {
      const last = events.at(-1);
      if (!last?.type.startsWith('list.') || last.type === 'list.type') return undefined;
      const input = calls.filter((c) => c.id === 'loadApplications').at(-1)?.input as
        Record<string, unknown> | undefined;
      if (!input) return 'no load';
      if (input.pageSize !== APPLICATIONS_PAGE_SIZE) return `page size ${String(input.pageSize)}`;
      const typed = snapshot.context.text.trim();
      if (last.type === 'list.search' && (input.q !== typed || input.page !== 1))
        return `searched ${JSON.stringify(input)}`;
      if (last.type === 'list.filter' && input.page !== 1)
        return `filtered ${JSON.stringify(input)}`;
      if (last.type === 'list.page' && input.page !== 2) return `paged ${JSON.stringify(input)}`;
      return null;
    },
  },
  sessionEndsOnlyOn401<ApplicationsListContext>(),
];

const model: PathModel<ApplicationsListContext> = {
  machine: applicationsListMachine,
  events: EVENTS,
  callIds: ['loadApplications'],
  recordedActions: ['sessionExpired'],
  graphKey: (context) => [context.text, context.query, context.result !== null, context.error],
  // A query change while a load is under way restarts it; the paths change the query between
  // answers, so each answer is the answer of the load the actor is waiting on.
  filter: (snapshot, event) =>
    !(snapshot.value === 'loading' && event.type.startsWith('list.') && event.type !== 'list.type'),
  oracles,
};

describe('applications list machine: generated paths replayed on a running actor', () => {
  it('every path reaches the model state, and the paths cover every state and transition', async () => {
    const result = await runPaths('ops applications list', [model]);
    expect(result.record.paths.length).toBeGreaterThan(3);
    expect(shortfallsOf(result)).toEqual(NO_SHORTFALLS);
  });
});
