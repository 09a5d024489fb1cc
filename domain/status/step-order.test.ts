import { describe, expect, it } from 'vitest';
import type { SidebarStep } from './sidebar-step';
import { currentCardStep, statusCardSteps, statusPageSteps } from './step-order';

describe('the status page steps, in one order for the sidebar and the cards', () => {
  it.each([
    [false, ['Apply', 'Compliance', 'Integration', 'Messaging', 'Complete']],
    [
      true,
      [
        'Apply',
        'Compliance',
        'InStoreTraining',
        'DirectDebit',
        'ActivateInStore',
        'Integration',
        'Messaging',
        'Complete',
      ],
    ],
  ] as const)('in store %s → %j', (inStore, steps) => {
    expect(statusPageSteps(inStore)).toEqual(steps);
    // The cards follow the sidebar exactly; only the closing step has no card.
    expect(statusCardSteps(inStore)).toEqual(steps.filter((s) => s !== 'Complete'));
  });
});

describe('exactly one card is current: the sidebar’s current step', () => {
  it.each<[SidebarStep, boolean, SidebarStep | null]>([
    ['Apply', false, 'Apply'],
    ['Compliance', false, 'Compliance'],
    ['Integration', false, 'Integration'],
    ['Messaging', false, 'Messaging'],
    ['Complete', false, null],
    ['InStoreTraining', true, 'InStoreTraining'],
    ['DirectDebit', true, 'DirectDebit'],
    ['ActivateInStore', true, 'ActivateInStore'],
    ['Integration', true, 'Integration'],
    ['InStoreTraining', false, null],
    ['AddCashPay', false, null],
  ])('sidebar at %s (in store %s) → card %s', (step, inStore, card) => {
    expect(currentCardStep({ step, note: null }, inStore)).toBe(card);
  });
});
