import { describe, expect, it } from 'vitest';
import { OPPORTUNITY_STAGES } from '../api/status-api';
import { ONBOARDING_GROUPS } from '../picklists/onboarding-groups';
import { ONBOARDING_STATUSES, type OnboardingStatus } from '../journey/onboarding-status';
import { CARD_STATUSES, cardLabel, type CardStatus } from './card-status';
import { english } from '../../test/i18n/say-in';
import {
  applyCardStatus,
  complianceCardStatus,
  directDebitCardStatus,
  inStoreByEmailCard,
  integrationCardStatus,
  messagingCardStatus,
  selfServeActivationCardStatus,
  trainingCardStatus,
} from './status-cards';

const bools = [false, true] as const;
const byStatus = (table: Record<OnboardingStatus, CardStatus>) =>
  ONBOARDING_STATUSES.map((status) => [status, table[status]] as const);

describe('card labels (doc 1 §4)', () => {
  it.each([
    ['None', 'Inactive'],
    ['InProgress', null],
    ['Done', 'Done'],
    ['Paused', 'Paused'],
    ['Reviewing', 'Reviewing'],
    ['RequiresAttention', 'Respond to email'],
    ['Declined', 'Failed'],
  ] as const)('%s reads %s', (status, label) => {
    const said = cardLabel(status);
    expect(said === null ? null : english(said)).toBe(label);
  });

  it('every label of the seed is used exactly once', () => {
    const labels = CARD_STATUSES.map(cardLabel)
      .filter((label) => label !== null)
      .map(english);
    expect([...labels].sort()).toEqual(
      ['Done', 'Paused', 'Reviewing', 'Respond to email', 'Inactive', 'Failed'].sort(),
    );
  });
});

describe('Apply card: Done unless NO_RECORD or IN_PROGRESS', () => {
  it.each(
    byStatus({
      NO_RECORD: 'None',
      IN_PROGRESS: 'None',
      INELIGIBLE: 'Done',
      IN_REVIEW: 'Done',
      REQUIRES_ATTENTION: 'Done',
      READY_TO_INSTALL: 'Done',
      COMPLETE: 'Done',
    }),
  )('%s → %s', (status, expected) => expect(applyCardStatus(status)).toBe(expected));
});

describe('Compliance card', () => {
  it.each(
    byStatus({
      NO_RECORD: 'None',
      IN_PROGRESS: 'None',
      INELIGIBLE: 'Declined',
      IN_REVIEW: 'Reviewing',
      REQUIRES_ATTENTION: 'RequiresAttention',
      READY_TO_INSTALL: 'Done',
      COMPLETE: 'Done',
    }),
  )('%s → %s', (status, expected) => expect(complianceCardStatus(status)).toBe(expected));
});

describe('Messaging card', () => {
  // [status, not marked, marked]
  const table: Array<[OnboardingStatus, CardStatus, CardStatus]> = [
    ['NO_RECORD', 'None', 'Done'],
    ['IN_PROGRESS', 'None', 'Done'],
    ['INELIGIBLE', 'Declined', 'Declined'],
    ['IN_REVIEW', 'None', 'Done'],
    ['REQUIRES_ATTENTION', 'Paused', 'Paused'],
    ['READY_TO_INSTALL', 'None', 'Done'],
    ['COMPLETE', 'InProgress', 'Done'],
  ];
  it('covers every status', () => expect(table.map(([s]) => s)).toEqual([...ONBOARDING_STATUSES]));
  it.each(table)('%s: %s, and %s once marked done', (status, open, marked) => {
    expect(messagingCardStatus({ status, messagingComplete: false })).toBe(open);
    expect(messagingCardStatus({ status, messagingComplete: true })).toBe(marked);
  });
});

describe('In-store activation by e-mail card', () => {
  const activated = new Set(['Implemented', 'Closed Won']);
  const cases = ONBOARDING_STATUSES.flatMap((status) =>
    bools.flatMap((inStoreDirectDebitAuthorized) =>
      OPPORTUNITY_STAGES.map((opportunityStage) => ({
        status,
        inStoreDirectDebitAuthorized,
        opportunityStage,
      })),
    ),
  );

  it.each(cases)('%o', (input) => {
    const card = inStoreByEmailCard(input);
    if (input.status === 'INELIGIBLE')
      expect(card).toEqual({ status: 'Declined', emailNotice: false });
    else if (input.status === 'REQUIRES_ATTENTION')
      expect(card).toEqual({ status: 'Paused', emailNotice: false });
    else if (!input.inStoreDirectDebitAuthorized)
      expect(card).toEqual({ status: 'None', emailNotice: false });
    else if (activated.has(input.opportunityStage))
      expect(card).toEqual({ status: 'Done', emailNotice: false });
    else if (input.status === 'READY_TO_INSTALL' || input.status === 'COMPLETE')
      // InProgress is shown as RequiresAttention with the e-mail notice.
      expect(card).toEqual({ status: 'RequiresAttention', emailNotice: true });
    else expect(card).toEqual({ status: 'None', emailNotice: false });
  });

  it('an unknown stage is not an activation', () => {
    expect(
      inStoreByEmailCard({
        status: 'COMPLETE',
        inStoreDirectDebitAuthorized: true,
        opportunityStage: '',
      }).status,
    ).toBe('RequiresAttention');
  });
});

describe('Direct debit card', () => {
  // [status, neither, training only, authorized only, both]
  const table: Array<[OnboardingStatus, CardStatus, CardStatus, CardStatus, CardStatus]> = [
    ['NO_RECORD', 'None', 'InProgress', 'Done', 'Done'],
    ['IN_PROGRESS', 'None', 'InProgress', 'Done', 'Done'],
    ['INELIGIBLE', 'Declined', 'Declined', 'Declined', 'Declined'],
    ['IN_REVIEW', 'None', 'InProgress', 'Done', 'Done'],
    ['REQUIRES_ATTENTION', 'Paused', 'Paused', 'Paused', 'Paused'],
    ['READY_TO_INSTALL', 'None', 'InProgress', 'Done', 'Done'],
    ['COMPLETE', 'None', 'InProgress', 'Done', 'Done'],
  ];
  it('covers every status', () => expect(table.map(([s]) => s)).toEqual([...ONBOARDING_STATUSES]));
  it.each(table)('%s: %s / %s / %s / %s', (status, neither, training, authorized, both) => {
    const at = (t: boolean, a: boolean) =>
      directDebitCardStatus({
        status,
        inStoreTrainingComplete: t,
        inStoreDirectDebitAuthorized: a,
      });
    expect([at(false, false), at(true, false), at(false, true), at(true, true)]).toEqual([
      neither,
      training,
      authorized,
      both,
    ]);
  });
});

describe('Training card', () => {
  const table: Array<[OnboardingStatus, CardStatus]> = [
    ['NO_RECORD', 'None'],
    ['IN_PROGRESS', 'None'],
    ['INELIGIBLE', 'Declined'],
    ['IN_REVIEW', 'InProgress'],
    ['REQUIRES_ATTENTION', 'Paused'],
    ['READY_TO_INSTALL', 'InProgress'],
    ['COMPLETE', 'InProgress'],
  ];
  it('covers every status', () => expect(table.map(([s]) => s)).toEqual([...ONBOARDING_STATUSES]));
  it.each(table)('%s: %s until complete, then Done', (status, open) => {
    expect(trainingCardStatus({ status, inStoreTrainingComplete: false })).toBe(open);
    expect(trainingCardStatus({ status, inStoreTrainingComplete: true })).toBe('Done');
  });
});

describe('Integration card', () => {
  const cases = ONBOARDING_STATUSES.flatMap((status) =>
    ONBOARDING_GROUPS.flatMap((onboardingGroup) =>
      ['', 'MER-1A2B3C'].map((merchantId) => ({ status, onboardingGroup, merchantId })),
    ),
  );
  it.each(cases)('%o', (input) => {
    const zdo = input.onboardingGroup !== 'Normal Merchant';
    const expected: CardStatus =
      input.status === 'IN_REVIEW'
        ? zdo || input.merchantId
          ? 'InProgress'
          : 'None'
        : input.status === 'COMPLETE'
          ? 'Done'
          : input.status === 'READY_TO_INSTALL'
            ? 'InProgress'
            : 'None';
    expect(integrationCardStatus(input)).toBe(expected);
  });

  it.each([
    ['IN_REVIEW', 'Normal Merchant', '', 'None'],
    ['IN_REVIEW', 'ZDO Merchant', '', 'InProgress'],
    ['IN_REVIEW', 'ZDO Pilot V1', '', 'InProgress'],
    ['IN_REVIEW', 'Normal Merchant', 'MER-1', 'InProgress'],
    ['READY_TO_INSTALL', 'Normal Merchant', 'MER-1', 'InProgress'],
    ['COMPLETE', 'Normal Merchant', 'MER-1', 'Done'],
    ['INELIGIBLE', 'ZDO Merchant', 'MER-1', 'None'],
  ] as const)('%s, %s, merchantId %j → %s', (status, onboardingGroup, merchantId, expected) => {
    expect(integrationCardStatus({ status, onboardingGroup, merchantId })).toBe(expected);
  });
});

describe('Self-serve activation card', () => {
  const table: Array<[OnboardingStatus, CardStatus]> = [
    ['NO_RECORD', 'None'],
    ['IN_PROGRESS', 'None'],
    ['INELIGIBLE', 'Declined'],
    ['IN_REVIEW', 'InProgress'],
    ['REQUIRES_ATTENTION', 'Paused'],
    ['READY_TO_INSTALL', 'InProgress'],
    ['COMPLETE', 'InProgress'],
  ];
  it('covers every status', () => expect(table.map(([s]) => s)).toEqual([...ONBOARDING_STATUSES]));
  it.each(table)('%s: %s until every store is tapped, then Done', (status, open) => {
    expect(selfServeActivationCardStatus({ status, allStoresActivated: false })).toBe(open);
    expect(selfServeActivationCardStatus({ status, allStoresActivated: true })).toBe('Done');
  });
});
