/**
 * Model-based path tests of the compliance machine (docs/architecture.md §3): paths generated from the real
 * machine over explicit events are replayed on a running actor whose calls wait for the test's
 * answers (the retries through the real poll-with-retries logic, the 3 s delays on a simulated
 * clock); together they must take every transition and visit every state.
 */
import { describe, expect, it } from 'vitest';
import { setup, type EventObject } from 'xstate';
import type { OpportunityStageResponse, StatusContext } from '../../domain/api/status-api';
import { statusMachine, COMPLIANCE_DELAYS } from './status.machine';
import { pollWithRetriesMachine } from '../calls/poll-with-retries';
import { statusContext } from '../../test/data/status-contexts';
import { applyCardStatus, complianceCardStatus } from '../../domain/status/status-cards';
import { headingSituation } from '../../domain/status/status-heading';
import { sidebarStep } from '../../domain/status/sidebar-step';
import {
  after,
  done,
  failed,
  named,
  NO_SHORTFALLS,
  runPaths,
  settle,
  shortfallsOf,
  type Oracle,
  type PathModel,
  type WaitingNetwork,
} from '../testing/path-coverage';
import {
  APPLY_CARD,
  COMPLIANCE_CARD,
  FALLBACK_STATUS_BY_GROUP,
  HEADING_BY_STATUS,
  SIDEBAR_IN_REVIEW_ZDO,
  SIDEBAR_ONLINE,
  STATUS_POLL,
} from '../testing/spec-tables';
import type { StatusMachineContext } from './status.machine';
import { lastStepPushed, pushedChanges } from './status-events.test-support';
import { inStoreActivationView, integrationCardOf, openRevisionOf } from './status-selectors';
import { everyItemChanged } from '../../domain/revision/revision-request';
import { parseRevisionItemKey } from '../../domain/revision/revision-items';
import { REVISION_STEP_ROUTES } from '../../domain/revision/revision-steps';
import { REVISION_NOT_READY, type RevisionSendResponse } from '../../domain/api/revision-api';
import { english } from '../../test/i18n/say-in';
import { merchantRevision, needsChanges } from './status-revision.test-support';

const pushed = pushedChanges();

const inProgress = statusContext({ onboardingStatus: 'IN_PROGRESS' });
const inProgressZdo = statusContext({
  onboardingStatus: 'IN_PROGRESS',
  onboardingGroup: 'ZDO Merchant',
});
const inReview = statusContext();
const approvedInStore = statusContext({
  onboardingStatus: 'READY_TO_INSTALL',
  salesChannel: 'In-store Only',
  merchantId: 'MER-1',
});
const declined = statusContext({ onboardingStatus: 'INELIGIBLE' });
/** Approved in store, trained, direct debit authorised: the test purchase is offered (doc 1 §2). */
const selfServeReady = statusContext({
  onboardingStatus: 'READY_TO_INSTALL',
  salesChannel: 'In-store Only',
  merchantId: 'MER-2',
  isEligibleForInStoreSelfServeActivation: true,
  storeLocations: [{ id: 'store-1', label: 'Main street', locationName: 'Main street' }],
  inStoreTrainingComplete: true,
  inStoreDirectDebitAuthorized: true,
});
/** A request for changes: one item changed of two, then both. */
const changesAsked = needsChanges(merchantRevision({}, [true, false]));
const changesMade = needsChanges(merchantRevision({}, [true, true]));
/** The server's 409 of a send (the HTTP client's ApiError carries its words and status). */
const NOT_READY = english(REVISION_NOT_READY);
const notReady = Object.assign(new Error(NOT_READY), { status: 409 });
const noStatus = { ...statusContext(), onboardingStatus: undefined } as unknown as typeof inReview;

const retries = (outcome: 'complete' | 'exhausted', value: unknown, errors = 0) =>
  done('statusRetries', { outcome, value, attempts: outcome === 'complete' ? 1 : 3, errors });

const EVENTS = [
  named('IN_PROGRESS', done('fetchStatus', inProgress)),
  named('IN_PROGRESS, ZDO', done('fetchStatus', inProgressZdo)),
  named('IN_REVIEW', done('fetchStatus', inReview)),
  named('READY_TO_INSTALL in store', done('fetchStatus', approvedInStore)),
  named('READY_TO_INSTALL, test purchase offered', done('fetchStatus', selfServeReady)),
  named('INELIGIBLE', done('fetchStatus', declined)),
  named('no status', done('fetchStatus', noStatus)),
  named('network down', failed('fetchStatus', new TypeError('Failed to fetch'))),
  after('statusRetry', 'status.known.status.waitingToRetry'),
  named('IN_REVIEW', retries('complete', inReview)),
  named('still IN_PROGRESS', retries('exhausted', inProgress)),
  named('3 errors', retries('exhausted', undefined, 3)),
  named('Implemented', done('fetchOpportunityStage', { opportunityStage: 'Implemented' })),
  named('400', failed('fetchOpportunityStage', new Error('Request failed with status 400'))),
  { type: 'status.refetch' },
  pushed.event('status.refetch'),
  named('READY_TO_INSTALL in store', { type: 'status.update', status: approvedInStore }),
  named('IN_PROGRESS', { type: 'status.update', status: inProgress }),
  named('a card answered MAINTENANCE_MODE', { type: 'session.maintenance' }),
  named('changes asked, one made', done('fetchStatus', changesAsked)),
  named('changes asked, all made', done('fetchStatus', changesMade)),
  { type: 'revision.openItem', key: 'owners.0.govId' },
  { type: 'revision.openItem', key: 'customerSupport.customerSupportEmail' },
  { type: 'revision.send' },
  named('sent', done('sendRevision', { revision: { ...changesMade.revision, state: 'sent' } })),
  named('409', failed('sendRevision', notReady)),
] as EventObject[];

/** The page's children by id, with the logic each is invoked from. */
const PAGE_CHILDREN = {
  messaging: 'messagingStep',
  training: 'trainingStep',
  directDebit: 'directDebitStep',
  integration: 'integrationSteps',
  cashPay: 'cashPay',
  inStore: 'inStoreActivation',
  account: 'providerAccount',
} as const;

/**
 * The page's children stand in for themselves (their own paths are tested on their own machines):
 * each records the input it was started with, so the oracles can tell which ran, with what.
 */
const childInputs = new Map<string, unknown>();
const standIn = (id: string) =>
  setup({ types: { input: {} as unknown } }).createMachine({
    context: ({ input }) => {
      childInputs.set(id, input);
      return {};
    },
  });

/** Answers the real poller's calls the way the model's done event says they went. */
async function driveRetries(
  event: EventObject,
  { network, clock }: { network: WaitingNetwork; clock: { increment(ms: number): void } },
) {
  if (pushed.drive(event)) return true;
  if (event.type !== 'xstate.done.actor.statusRetries') return false;
  const output = (
    event as unknown as { output: { outcome: string; value: unknown; errors: number } }
  ).output;
  const calls = output.outcome === 'complete' ? 1 : 3;
  for (let call = 1; call <= calls; call += 1) {
    if (output.errors > 0) network.fail('poll', new TypeError('Failed to fetch'));
    else network.answer('poll', output.outcome === 'complete' ? output.value : inProgress);
    await settle();
    if (call < calls) clock.increment(COMPLIANCE_DELAYS.statusRetry);
    await settle();
  }
  return true;
}

function realMachine(network: WaitingNetwork) {
  return statusMachine.provide({
    actors: {
      fetchStatus: network.call<StatusContext>(),
      fetchOpportunityStage: network.call<OpportunityStageResponse>(),
      sendRevision: network.call<RevisionSendResponse>(),
      retryStatus: pollWithRetriesMachine.provide({
        actors: { poll: network.call<unknown, unknown>() },
      }),
      statusEvents: pushed.actor,
      ...Object.fromEntries(Object.entries(PAGE_CHILDREN).map(([id, src]) => [src, standIn(id)])),
    },
  });
}

const differs = (what: string, expected: unknown, actual: unknown) =>
  JSON.stringify(expected) === JSON.stringify(actual)
    ? null
    : `${what}: expected ${JSON.stringify(expected)}, reached ${JSON.stringify(actual)}`;

/** The status the machine settled on, once it shows one. */
const shown = (snapshot: { matches(v: unknown): boolean; context: StatusMachineContext }) =>
  snapshot.matches({ known: { status: 'ready' } }) ? snapshot.context.status : null;

const running = (snapshot: { children: Record<string, unknown> }, id: string) =>
  snapshot.children[id] !== undefined;

const ORACLES: Oracle<StatusMachineContext>[] = [
  {
    source: 'docs/decisions/0130 pushed status',
    name: 'a pushed change reads the status again at once, unless the IN_PROGRESS retries are reading it',
    check: ({ snapshot, events, calls, times }) => {
      if (!lastStepPushed(events)) return undefined;
      if (snapshot.hasTag('checking')) return undefined;
      const last = calls.at(-1);
      return last?.id === 'fetchStatus' && last.at === times.at(-1)
        ? null
        : `no status read after the pushed change (last call ${JSON.stringify(last)})`;
    },
  },
  {
    source: 'doc 1 §4 Onboarding status',
    name: 'a missing or still IN_PROGRESS status becomes the group fallback',
    check: ({ snapshot }) => {
      const status = shown(snapshot);
      if (!status || !snapshot.context.fallbackUsed) return undefined;
      return differs(
        'fallback status',
        FALLBACK_STATUS_BY_GROUP[status.onboardingGroup],
        status.onboardingStatus,
      );
    },
  },
  {
    source: 'doc 1 §4 Onboarding status, §9',
    name: 'IN_PROGRESS is refetched every 3 s, at most 3 retries',
    check: ({ calls, events, times }) => {
      // Each read or update that answers IN_PROGRESS starts the retries afresh.
      const reads = calls.filter((c) => c.id === 'fetchStatus').map((c) => c.at);
      const updates = events.flatMap((e, i) => (e.type === 'status.update' ? [times[i]!] : []));
      const start = Math.max(-1, ...reads, ...updates);
      const polls = calls.filter((c) => c.id === 'poll' && c.at > start);
      if (start < 0 || polls.length === 0) return undefined;
      const gaps = polls.map((p, i) => p.at - (i === 0 ? start : polls[i - 1]!.at));
      return (
        differs(
          'retry gaps (ms)',
          gaps.map(() => STATUS_POLL.everyMs),
          gaps,
        ) ?? (polls.length > STATUS_POLL.maxRetries ? `${polls.length} retries` : null)
      );
    },
  },
  {
    source: 'doc 1 §4 Cards',
    name: 'status → Apply and Compliance card',
    check: ({ snapshot }) => {
      const status = shown(snapshot)?.onboardingStatus;
      if (!status) return undefined;
      return (
        differs('Apply card', APPLY_CARD[status], applyCardStatus(status)) ??
        differs('Compliance card', COMPLIANCE_CARD[status], complianceCardStatus(status))
      );
    },
  },
  {
    source: 'doc 1 §4 Sidebar step by status',
    name: 'status → sidebar step',
    check: ({ snapshot }) => {
      const status = shown(snapshot);
      if (!status || snapshot.matches({ known: { status: { ready: 'checkingStage' } } }))
        return undefined;
      const position = sidebarStep({
        status: status.onboardingStatus,
        onboardingGroup: status.onboardingGroup,
        salesChannel: status.salesChannel,
        registeredCountry: status.registeredCountry,
        inStoreTrainingComplete: status.inStoreTrainingComplete,
        inStoreDirectDebitAuthorized: status.inStoreDirectDebitAuthorized,
        inStoreTrainingButtonClicked: false,
        opportunityStage: status.opportunityStage,
        messagingComplete: status.messagingComplete,
        polling: false,
      });
      if (status.onboardingStatus === 'IN_REVIEW' && status.onboardingGroup.startsWith('ZDO'))
        return differs('sidebar step', SIDEBAR_IN_REVIEW_ZDO, position.step);
      if (status.salesChannel !== 'Online Only') return undefined;
      const row = SIDEBAR_ONLINE.find(
        ([s, messaging]) => s === status.onboardingStatus && messaging === status.messagingComplete,
      );
      if (!row) return undefined;
      return differs('sidebar', [row[2], row[3]], [position.step, position.note]);
    },
  },
  {
    source: 'doc 1 §2 Status page cards',
    name: 'status → heading',
    check: ({ snapshot }) => {
      const status = shown(snapshot);
      if (!status || status.merchantId !== '' || status.onboardingGroup !== 'Normal Merchant')
        return undefined;
      const expected = HEADING_BY_STATUS[status.onboardingStatus];
      if (!expected) return undefined;
      return differs(
        'heading',
        expected,
        headingSituation({
          status: status.onboardingStatus,
          onboardingGroup: status.onboardingGroup,
          merchantId: status.merchantId,
          messagingComplete: status.messagingComplete,
        }),
      );
    },
  },
  {
    source: 'docs/decisions/0170 status page actors',
    name: 'from the first status known, the card steps and cash pay run, started from that status',
    check: ({ snapshot, events }) => {
      const status = snapshot.context.status;
      const cards = ['messaging', 'training', 'directDebit', 'integration', 'cashPay'];
      const firstRead = events.find((e) => e.type === 'xstate.done.actor.fetchStatus') as
        { output: StatusContext } | undefined;
      if (status === null) {
        const early = cards.filter((id) => running(snapshot, id));
        return early.length === 0 ? null : `running before the status is known: ${early}`;
      }
      const missing = cards.filter((id) => !running(snapshot, id));
      if (missing.length > 0) return `not running: ${missing}`;
      // Started once, from the first status read; later reads and updates reach them as events.
      return differs(
        'training input',
        {
          complete: firstRead!.output.inStoreTrainingComplete,
          started: firstRead!.output.inStoreTrainingButtonClicked,
        },
        childInputs.get('training'),
      );
    },
  },
  {
    source: 'doc 1 §2 Other UI (self-serve activation)',
    name: 'the in-store activation runs exactly while the status shown offers the test purchase',
    check: ({ snapshot }) => {
      const status = snapshot.context.shown;
      if (status === null) return undefined;
      const offered =
        status.salesChannel !== 'Online Only' && inStoreActivationView(status).kind === 'selfServe';
      return differs('in-store activation running', offered, running(snapshot, 'inStore'));
    },
  },
  {
    source: 'doc 1 §4 Cards (integration)',
    name: 'the account runs exactly while the integration card shows',
    check: ({ snapshot }) => {
      const status = snapshot.context.shown;
      if (status === null) return undefined;
      const shows = integrationCardOf(status) !== 'None';
      return differs('account running', shows, running(snapshot, 'account'));
    },
  },
  {
    source: 'doc 2 §7 (MAINTENANCE_MODE stops processing)',
    name: "a child's maintenance answer goes up to the journey",
    check: ({ events, actionCalls }) => {
      if (events.at(-1)?.type !== 'session.maintenance') return undefined;
      return actionCalls.at(-1)?.type === 'passMaintenanceUp' ? null : 'not passed up';
    },
  },
  {
    source: 'doc 1 §2 Route chosen from user state',
    name: 'INELIGIBLE always goes to the status page',
    check: ({ snapshot, actionCalls }) => {
      if (shown(snapshot)?.onboardingStatus !== 'INELIGIBLE') return undefined;
      return actionCalls.some((a) => a.type === 'routeToStatus')
        ? null
        : 'declined without going to the status page';
    },
  },
];

/** The request for changes the page shows, its items and its send (decision 0265). */
const REVISION_ORACLES: Oracle<StatusMachineContext>[] = [
  {
    source: 'the feature: Send for review',
    name: 'a request is sent only once every item has been changed, and not twice',
    check: ({ snapshot, events }) => {
      if (events.at(-1)?.type !== 'revision.send') return undefined;
      const sending = snapshot.matches({ known: { revision: 'sending' } });
      const revision = openRevisionOf(snapshot.context.shown);
      const sendable =
        revision !== null &&
        everyItemChanged(revision.items) &&
        revision.id !== snapshot.context.sentRevisionId;
      return sending === sendable ? null : `sending ${sending}, every item changed ${sendable}`;
    },
  },
  {
    source: 'the feature: Send for review',
    name: "a refused send shows the server's words; a sent one reads the status again at once, unless the IN_PROGRESS retries are reading it",
    check: ({ snapshot, events, calls, times }) => {
      const last = events.at(-1)?.type;
      if (last === 'xstate.error.actor.sendRevision') {
        return differs('send error', NOT_READY, snapshot.context.sendError);
      }
      if (last !== 'xstate.done.actor.sendRevision') return undefined;
      if (snapshot.hasTag('checking')) return undefined;
      const read = calls.at(-1);
      return read?.id === 'fetchStatus' && read.at === times.at(-1)
        ? differs('send error', null, snapshot.context.sendError)
        : `no status read after the send (last call ${JSON.stringify(read)})`;
    },
  },
  {
    source: 'the feature: each item opens the step that holds it',
    name: "an item of the open request tells the journey its step's route; any other key nothing",
    check: ({ snapshot, events, toParent }) => {
      const event = events.at(-1) as { type: string; key?: string };
      if (event.type !== 'revision.openItem') return undefined;
      const listed = openRevisionOf(snapshot.context.shown)?.items.some((i) => i.key === event.key);
      const told = toParent.filter((e) => e.type === 'revision.openItem');
      const before = events.slice(0, -1).filter((e) => e.type === 'revision.openItem').length;
      if (!listed) return told.length <= before ? null : 'told the journey of an unlisted item';
      const section = parseRevisionItemKey(event.key)!.section;
      return differs(
        'told',
        { section, route: REVISION_STEP_ROUTES[section] },
        {
          section: (told.at(-1) as { section?: string } | undefined)?.section,
          route: (told.at(-1) as { route?: string } | undefined)?.route,
        },
      );
    },
  },
];

const model: PathModel<StatusMachineContext> = {
  machine: statusMachine,
  events: EVENTS,
  provide: realMachine,
  delays: COMPLIANCE_DELAYS,
  drive: driveRetries,
  input: { page: 'status' },
  // What cash pay's snapshots say is the stand-in's, not the machine's under test.
  comparable: ({ checkingCashPay: _, ...rest }) => rest,
  recordedActions: ['routeToStatus', 'passMaintenanceUp'],
  oracles: [...ORACLES, ...REVISION_ORACLES],
};

describe('compliance machine: generated paths replayed on a running actor', () => {
  it('every path reaches the model state and agrees with the spec tables, and the paths cover every state and transition', async () => {
    const result = await runPaths('status', [model]);
    expect(result.record.paths.length).toBeGreaterThan(10);
    expect(shortfallsOf(result)).toEqual(NO_SHORTFALLS);
  });
});
