/**
 * One order for the status page's steps, shared by the sidebar and the cards, and the one card
 * marked as current: the card of the sidebar's current step (doc 1 §4 "Sidebar step by status").
 * A card's own status says how that step went; it never marks the card as current, so at most one
 * card is highlighted however many are in progress.
 */
import type { SidebarPosition, SidebarStep } from './sidebar-step';

/** The merchant's steps in journey order; the in-store ones only for in-store merchants. */
export function statusPageSteps(inStore: boolean): SidebarStep[] {
  return [
    'Apply',
    'Compliance',
    ...(inStore ? (['InStoreTraining', 'DirectDebit', 'ActivateInStore'] as const) : []),
    'Integration',
    'Messaging',
    'Complete',
  ];
}

/** The steps that have a card, in the sidebar's order ('Complete' is the end, not a card). */
export function statusCardSteps(inStore: boolean): SidebarStep[] {
  return statusPageSteps(inStore).filter((step) => step !== 'Complete');
}

/** The step whose card is highlighted: the sidebar's current step when it has a card, else none. */
export function currentCardStep(position: SidebarPosition, inStore: boolean): SidebarStep | null {
  return statusCardSteps(inStore).includes(position.step) ? position.step : null;
}
