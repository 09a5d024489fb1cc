/**
 * Model-based path tests of one open application in the console (docs/architecture.md §3):
 * generated paths replayed on a running actor whose calls wait for the test's answer. Together
 * they cover the whole machine; each change is saved for this application, its success notice
 * says what changed, a refusal keeps the application shown, and only a 401 ends the session.
 */
import { describe, expect, it } from 'vitest';
import type { EventObject } from 'xstate';
import type { ApplicationDetail } from '../../domain/api/back-office-api';
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
  audit: [],
  allowedDecisions: ['READY_TO_INSTALL'],
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

const oracles: Oracle<ApplicationContext>[] = [
  {
    source: 'docs/decisions/0160',
    name: 'a saved change is this application’s, and its notice says what changed',
    check: ({ snapshot, events, calls }) => {
      if (events.at(-1)?.type !== 'xstate.done.actor.saveChange') return undefined;
      const saved = calls.filter((c) => c.id === 'saveChange').at(-1)?.input as
        { id: string; change: ApplicationChange } | undefined;
      if (saved?.id !== ID) return `saved for ${saved?.id}`;
      const asked = events
        .filter((e) => e.type === 'application.change' || e.type === 'application.save')
        .at(-1) as { change?: ApplicationChange; kind?: string } | undefined;
      const kind = asked?.change?.kind ?? asked?.kind;
      if (saved.change.kind !== kind) return `saved ${saved.change.kind} for ${kind}`;
      if (asked?.change && JSON.stringify(saved.change) !== JSON.stringify(asked.change))
        return 'another change';
      const notice = snapshot.context.notice;
      if (notice?.kind !== 'success' || notice.message !== successNotice(saved.change))
        return `notice ${JSON.stringify(notice)}`;
      return snapshot.context.application === CHANGED ? null : 'old application shown';
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
  }),
  oracles,
};

describe('application machine: generated paths replayed on a running actor', () => {
  it('every path reaches the model state, and the paths cover every state and transition', async () => {
    const result = await runPaths('ops application', [model]);
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
});
