/**
 * The status step as the journey starts it: once the merchant's status is read, the compliance
 * actor runs the page's card steps and cash pay as its children (decision 0170), keeps them over a
 * refetch, and hears the status they change. The portal's API is answered at the fetch boundary.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import type { StatusContext } from '../../domain/api/status-api';
import { BRANDS } from '../../domain/brands/brands';
import { DEFAULT_FEATURE_FLAGS } from '../../domain/flags/feature-flags';
import { statusContext } from '../../test/data/status-contexts';
import { installFakeServer } from '../testing/fake-server';
import { statusWithIO } from '../../machines/status/status-io';
import { appStatusIO, MESSAGING_COMPLETE_KEY } from './status-io';

const statusLogic = (brand: typeof BRANDS.provider) => statusWithIO(appStatusIO(brand));

const CHILDREN = ['messaging', 'training', 'directDebit', 'integration', 'cashPay'] as const;

function startStatus(status: StatusContext, updated: StatusContext = status, onStatusPage = true) {
  const server = installFakeServer({
    'GET /api/status': { body: status },
    'GET /api/opportunity-stage': { body: { opportunityStage: status.opportunityStage } },
    'GET /api/restore': { body: { storeDetails: { platform: 'Shopify', storeName: 'Ada' } } },
    'POST /api/update-user': { body: updated },
  });
  const actor = createActor(statusLogic(BRANDS.provider), {
    input: { page: onStatusPage ? 'status' : 'cash' },
  }).start();
  const statusReads = () => server.requests.filter((r) => r.path === '/api/status').length;
  return { actor, statusReads };
}

const shown = (actor: ReturnType<typeof startStatus>['actor']) =>
  vi.waitFor(() =>
    expect(actor.getSnapshot().matches({ known: { status: { ready: 'shown' } } })).toBe(true),
  );

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the status step runs the page actors as its children', () => {
  it('starts none before the status is read, then the card steps and cash pay', async () => {
    const { actor } = startStatus(statusContext({ gatewayEnabled: true }));
    expect(Object.keys(actor.getSnapshot().children)).not.toContain('messaging');
    await shown(actor);
    const { children } = actor.getSnapshot();
    for (const id of CHILDREN) expect(children[id], id).toBeDefined();
    // Named as the inspectors show them, in the journey's system.
    expect(actor.system.get('status:messaging')).toBe(children.messaging);
    expect(actor.system.get('cash-pay')).toBe(children.cashPay);
    // Their input is the status read: the gateway is on, so the integration steps are complete.
    expect(children.integration!.getSnapshot().value).toBe('complete');
    expect(children.messaging!.getSnapshot().value).toBe('showMeHow');
    actor.stop();
  });

  it('keeps them over a refetch: the same actors, in the state they reached', async () => {
    const { actor, statusReads } = startStatus(statusContext());
    await shown(actor);
    const before = actor.getSnapshot().children;
    before.messaging!.send({ type: 'messaging.showMeHow' });
    actor.send({ type: 'status.refetch' });
    await vi.waitFor(() => expect(statusReads()).toBe(2));
    await shown(actor);
    const after = actor.getSnapshot().children;
    for (const id of CHILDREN) expect(after[id], id).toBe(before[id]);
    expect(after.messaging!.getSnapshot().value).toBe('markAsDone');
    actor.stop();
  });

  it('hears the status a card step saved, as its parent', async () => {
    const { actor } = startStatus(
      statusContext(),
      statusContext({ messagingComplete: true, onboardingStatus: 'READY_TO_INSTALL' }),
    );
    await shown(actor);
    const { messaging } = actor.getSnapshot().children;
    messaging!.send({ type: 'messaging.showMeHow' });
    messaging!.send({ type: 'step.markDone' });
    await vi.waitFor(() =>
      expect(actor.getSnapshot().context.status?.messagingComplete).toBe(true),
    );
    expect(actor.getSnapshot().context.status?.onboardingStatus).toBe('READY_TO_INSTALL');
    expect(localStorage.getItem(MESSAGING_COMPLETE_KEY)).toBe('true');
    // Still the one messaging actor, now done.
    expect(actor.getSnapshot().children.messaging).toBe(messaging);
    expect(messaging!.getSnapshot().value).toBe('done');
    actor.stop();
  });

  it('stops them with the page', async () => {
    const { actor } = startStatus(statusContext());
    await shown(actor);
    const { cashPay, training } = actor.getSnapshot().children;
    actor.stop();
    expect(cashPay!.getSnapshot().status).toBe('stopped');
    expect(training!.getSnapshot().status).toBe('stopped');
  });
});

/** An approved in-store merchant who trained and authorised direct debit: the test purchase is offered. */
const readyInStore = (patch: Partial<StatusContext> = {}) =>
  statusContext({
    onboardingStatus: 'READY_TO_INSTALL',
    salesChannel: 'In-store Only',
    opportunityStage: 'Compliance Checks',
    isEligibleForInStoreSelfServeActivation: true,
    storeLocations: [{ id: 'store-1', label: 'Main street', locationName: 'Main street' }],
    inStoreTrainingComplete: true,
    inStoreDirectDebitAuthorized: true,
    ...patch,
  });

describe('the status step runs the in-store activation while the status page offers it', () => {
  it('starts it, with one store actor per store, once the status offers the test purchase', async () => {
    const { actor } = startStatus(readyInStore());
    await shown(actor);
    const inStore = actor.getSnapshot().children.inStore;
    expect(inStore).toBeDefined();
    expect(actor.system.get('in-store')).toBe(inStore);
    expect(inStore!.getSnapshot().children['in-store:store-1']).toBeDefined();
    actor.stop();
  });

  it('starts none while direct debit is still to be authorised', async () => {
    const { actor } = startStatus(readyInStore({ inStoreDirectDebitAuthorized: false }));
    await shown(actor);
    expect(actor.getSnapshot().children.inStore).toBeUndefined();
    actor.stop();
  });

  it('starts none on /cash, which shows no in-store card', async () => {
    const { actor } = startStatus(readyInStore(), readyInStore(), false);
    await shown(actor);
    expect(actor.getSnapshot().children.inStore).toBeUndefined();
    expect(actor.getSnapshot().children.cashPay).toBeDefined();
    actor.stop();
  });

  it('keeps it over a refetch and stops it once the account is live', async () => {
    let stage = 'Compliance Checks';
    installFakeServer({
      'GET /api/status': () => ({ body: readyInStore({ opportunityStage: stage }) }),
      'GET /api/opportunity-stage': () => ({ body: { opportunityStage: stage } }),
    });
    const actor = createActor(statusLogic(BRANDS.provider), { input: {} }).start();
    await shown(actor);
    const inStore = actor.getSnapshot().children.inStore;
    expect(inStore).toBeDefined();
    actor.send({ type: 'status.refetch' });
    await shown(actor);
    expect(actor.getSnapshot().children.inStore).toBe(inStore);
    stage = 'Implemented';
    actor.send({ type: 'status.refetch' });
    await vi.waitFor(() => expect(actor.getSnapshot().children.inStore).toBeUndefined());
    expect(inStore!.getSnapshot().status).toBe('stopped');
    actor.stop();
  });
});

describe('the status step runs the account while the page shows the credentials', () => {
  it('/status: not while the integration card is None, then once the application is approved', async () => {
    const { actor } = startStatus(
      statusContext({ merchantId: '' }),
      statusContext({ onboardingStatus: 'READY_TO_INSTALL', merchantId: 'MER-1' }),
    );
    await shown(actor);
    expect(actor.getSnapshot().children.account).toBeUndefined();
    actor.getSnapshot().children.directDebit!.send({ type: 'step.markDone' });
    await vi.waitFor(() => expect(actor.getSnapshot().children.account).toBeDefined());
    expect(actor.system.get('status:api-credentials')).toBe(actor.getSnapshot().children.account);
    actor.stop();
  });

  it('/cash: once the eligibility check has ended', async () => {
    let answerEligibility: (() => void) | undefined;
    installFakeServer({
      'GET /api/status': {
        // Cash pay is the US cash-app brand's product (doc 1 §1).
        body: statusContext({
          onboardingStatus: 'READY_TO_INSTALL',
          merchantId: 'MER-1',
          registeredCountry: 'US',
        }),
      },
      'GET /api/flags': {
        body: { ...DEFAULT_FEATURE_FLAGS, merchantPortalReleaseCashPayFeatureSet2: true },
      },
      'GET /api/check-cashpay-eligibility': () =>
        new Promise((resolve) => {
          answerEligibility = () => resolve({ body: { eligible: true } });
        }),
    });
    const actor = createActor(statusLogic(BRANDS.provider), { input: { page: 'cash' } }).start();
    await shown(actor);
    await vi.waitFor(() => expect(answerEligibility).toBeDefined());
    expect(actor.getSnapshot().children.account).toBeUndefined();
    answerEligibility!();
    await vi.waitFor(() => expect(actor.getSnapshot().children.account).toBeDefined());
    actor.stop();
  });
});
