import { describe, expect, it } from 'vitest';
import { fallbackOnboardingStatus } from './fallback-status';

describe('fallback onboarding status (doc 1 §4 "When missing")', () => {
  it.each([
    ['ZDO Merchant', 'READY_TO_INSTALL'],
    ['ZDO Pilot V1', 'READY_TO_INSTALL'],
    ['Normal Merchant', 'IN_REVIEW'],
    ['', 'IN_REVIEW'],
    [undefined, 'IN_REVIEW'],
  ] as const)('group %j → %s', (group, expected) => {
    expect(fallbackOnboardingStatus(group)).toBe(expected);
  });
});
