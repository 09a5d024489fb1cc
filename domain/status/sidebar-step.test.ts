import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES } from '../countries/country-code';
import { OPPORTUNITY_STAGES } from '../api/status-api';
import { ONBOARDING_GROUPS } from '../picklists/onboarding-groups';
import { SALES_CHANNELS } from '../picklists/sales-channels';
import { ONBOARDING_STATUSES } from '../journey/onboarding-status';
import { sidebarStep, type SidebarInput, type SidebarPosition } from './sidebar-step';

const bools = [false, true] as const;

/** Every combination of the inputs the seed's rule reads. */
function* everyInput(): Generator<SidebarInput> {
  for (const status of ONBOARDING_STATUSES)
    for (const onboardingGroup of ONBOARDING_GROUPS)
      for (const salesChannel of SALES_CHANNELS)
        for (const registeredCountry of COUNTRY_CODES)
          for (const inStoreTrainingComplete of bools)
            for (const inStoreDirectDebitAuthorized of bools)
              for (const inStoreTrainingButtonClicked of bools)
                for (const opportunityStage of OPPORTUNITY_STAGES)
                  for (const messagingComplete of bools)
                    for (const polling of bools)
                      yield {
                        status,
                        onboardingGroup,
                        salesChannel,
                        registeredCountry,
                        inStoreTrainingComplete,
                        inStoreDirectDebitAuthorized,
                        inStoreTrainingButtonClicked,
                        opportunityStage,
                        messagingComplete,
                        polling,
                      };
}

/** doc 1 §4 "Sidebar step by status", sentence by sentence. */
function expectedStep(i: SidebarInput): SidebarPosition {
  const inStore = i.salesChannel === 'In-store Only' || i.salesChannel === 'Online and In-store';
  const zdo = i.onboardingGroup === 'ZDO Merchant' || i.onboardingGroup === 'ZDO Pilot V1';
  const live = i.opportunityStage === 'Closed Won' || i.opportunityStage === 'Implemented';
  // "While polling: Integration 'checking details'."
  if (i.polling) return { step: 'Integration', note: 'checkingDetails' };
  if (i.status === 'IN_REVIEW') {
    if (zdo) return { step: 'Integration', note: null };
    if (!inStore) return { step: 'Compliance', note: null };
    if (i.registeredCountry === 'UK') return { step: 'Compliance', note: null };
    if (i.inStoreDirectDebitAuthorized && i.inStoreTrainingComplete)
      return { step: 'Compliance', note: null };
    if (i.inStoreTrainingComplete) return { step: 'DirectDebit', note: null };
    if (i.inStoreTrainingButtonClicked)
      return { step: 'InStoreTraining', note: 'postTrainingReview' };
    return { step: 'InStoreTraining', note: null };
  }
  if (i.status === 'REQUIRES_ATTENTION') return { step: 'Compliance', note: 'needsAttention' };
  if (i.status === 'READY_TO_INSTALL') {
    const bothDone = i.inStoreTrainingComplete && i.inStoreDirectDebitAuthorized;
    if (inStore && !bothDone)
      return { step: i.inStoreTrainingComplete ? 'DirectDebit' : 'InStoreTraining', note: null };
    if (inStore && !live) return { step: 'ActivateInStore', note: null };
    return { step: 'Integration', note: null };
  }
  if (i.status === 'COMPLETE')
    return { step: i.messagingComplete ? 'Complete' : 'Messaging', note: null };
  if (i.status === 'INELIGIBLE') return { step: 'Compliance', note: 'declined' };
  return { step: 'Apply', note: null };
}

describe('sidebar step by status (doc 1 §4), over every combination of its inputs', () => {
  it('agrees with the seed for every input', () => {
    let checked = 0;
    const wrong: Array<{ input: SidebarInput; got: SidebarPosition }> = [];
    for (const input of everyInput()) {
      checked += 1;
      const got = sidebarStep(input);
      const want = expectedStep(input);
      if (got.step !== want.step || got.note !== want.note) wrong.push({ input, got });
    }
    expect(checked).toBe(7 * 3 * 3 * 5 * 2 * 2 * 2 * 6 * 2 * 2);
    expect(wrong.slice(0, 5)).toEqual([]);
  });
});

describe('sidebar step: the journeys the seed describes', () => {
  const base: SidebarInput = {
    status: 'IN_REVIEW',
    onboardingGroup: 'Normal Merchant',
    salesChannel: 'In-store Only',
    registeredCountry: 'AU',
    inStoreTrainingComplete: false,
    inStoreDirectDebitAuthorized: false,
    inStoreTrainingButtonClicked: false,
    opportunityStage: 'Compliance Checks',
    messagingComplete: false,
    polling: false,
  };
  it.each<[string, Partial<SidebarInput>, SidebarPosition]>([
    ['in review, in store: training first', {}, { step: 'InStoreTraining', note: null }],
    [
      'training link opened: post-training review',
      { inStoreTrainingButtonClicked: true },
      { step: 'InStoreTraining', note: 'postTrainingReview' },
    ],
    [
      'training done: direct debit',
      { inStoreTrainingComplete: true },
      { step: 'DirectDebit', note: null },
    ],
    [
      'both done while in review: compliance',
      { inStoreTrainingComplete: true, inStoreDirectDebitAuthorized: true },
      { step: 'Compliance', note: null },
    ],
    [
      'UK in store in review: compliance',
      { registeredCountry: 'UK' },
      { step: 'Compliance', note: null },
    ],
    [
      'online only in review: compliance',
      { salesChannel: 'Online Only' },
      { step: 'Compliance', note: null },
    ],
    [
      'ZDO in review: integration',
      { onboardingGroup: 'ZDO Pilot V1' },
      { step: 'Integration', note: null },
    ],
    [
      'approved, in store, both done, not live: activate in store',
      {
        status: 'READY_TO_INSTALL',
        inStoreTrainingComplete: true,
        inStoreDirectDebitAuthorized: true,
      },
      { step: 'ActivateInStore', note: null },
    ],
    [
      'approved, in store, live: integration',
      {
        status: 'READY_TO_INSTALL',
        inStoreTrainingComplete: true,
        inStoreDirectDebitAuthorized: true,
        opportunityStage: 'Implemented',
      },
      { step: 'Integration', note: null },
    ],
    ['complete: messaging', { status: 'COMPLETE' }, { step: 'Messaging', note: null }],
    [
      'complete with messaging: complete',
      { status: 'COMPLETE', messagingComplete: true },
      { step: 'Complete', note: null },
    ],
    ['declined', { status: 'INELIGIBLE' }, { step: 'Compliance', note: 'declined' }],
    [
      'needs attention',
      { status: 'REQUIRES_ATTENTION' },
      { step: 'Compliance', note: 'needsAttention' },
    ],
    ['still filling in', { status: 'IN_PROGRESS' }, { step: 'Apply', note: null }],
    [
      'polling',
      { status: 'READY_TO_INSTALL', polling: true },
      { step: 'Integration', note: 'checkingDetails' },
    ],
  ])('%s', (_name, patch, expected) => {
    expect(sidebarStep({ ...base, ...patch })).toEqual(expected);
  });
});
