/** The status page's selectors: in-store readiness and the messaging flag (doc 1 §2, §3, §4). */
import { describe, expect, it } from 'vitest';
import { inStoreActivationView, messagingCompleteOf } from './status-selectors';

const store = { id: 's1', label: 'Store 1', locationName: 'Main street' };
const ready = {
  onboardingStatus: 'READY_TO_INSTALL' as const,
  opportunityStage: 'Approved',
  isEligibleForInStoreSelfServeActivation: true,
  storeLocations: [store],
  inStoreTrainingComplete: true,
  inStoreDirectDebitAuthorized: true,
};

describe('inStoreActivationView', () => {
  it('offers the test purchase once approved, trained and with direct debit, before going live', () => {
    expect(inStoreActivationView(ready as never)).toEqual({ kind: 'selfServe' });
  });

  it.each([
    ['training not done', { inStoreTrainingComplete: false }],
    ['direct debit missing', { inStoreDirectDebitAuthorized: false }],
    ['still in review', { onboardingStatus: 'IN_REVIEW' }],
  ])('waits while %s', (_, change) => {
    expect(inStoreActivationView({ ...ready, ...change } as never)).toEqual({
      kind: 'selfServeWaiting',
      live: false,
    });
  });

  it('says payments are active once the account is live', () => {
    const live = { ...ready, opportunityStage: 'Implemented' };
    expect(inStoreActivationView(live as never)).toEqual({ kind: 'selfServeWaiting', live: true });
  });

  it('e-mails the steps to a merchant without self-serve or without stores', () => {
    expect(
      inStoreActivationView({ ...ready, isEligibleForInStoreSelfServeActivation: false } as never),
    ).toEqual({ kind: 'byEmail' });
    expect(inStoreActivationView({ ...ready, storeLocations: [] } as never)).toEqual({
      kind: 'byEmail',
    });
  });
});

describe('messagingCompleteOf', () => {
  const step = (done: boolean) => ({ matches: (state: 'done') => done && state === 'done' });
  it('is complete from the server flag or a step marked done, never otherwise', () => {
    expect(messagingCompleteOf({ messagingComplete: true }, step(false))).toBe(true);
    expect(messagingCompleteOf({ messagingComplete: false }, step(true))).toBe(true);
    expect(messagingCompleteOf({ messagingComplete: false }, step(false))).toBe(false);
  });
});
