/**
 * The status a card of the status page shows, and its label (doc 1 §4 "Onboarding status":
 * "Card statuses: None, InProgress, Done, Paused, Reviewing, RequiresAttention, Declined (labels
 * Done, Paused, Reviewing, Respond to email, Inactive, Failed)").
 */
import { msg, type Message } from '../i18n/message';

export const CARD_STATUSES = [
  'None',
  'InProgress',
  'Done',
  'Paused',
  'Reviewing',
  'RequiresAttention',
  'Declined',
] as const;
export type CardStatus = (typeof CARD_STATUSES)[number];

/**
 * The badge of each status. The seed lists six labels for seven statuses: a card that is the
 * merchant's current step (InProgress) shows its action instead of a badge, a card not reached
 * yet (None) reads Inactive, and a declined step reads Failed.
 */
export const CARD_LABELS: Readonly<Record<CardStatus, Message | null>> = {
  None: msg('status.badge.None'),
  InProgress: null,
  Done: msg('status.badge.Done'),
  Paused: msg('status.badge.Paused'),
  Reviewing: msg('status.badge.Reviewing'),
  RequiresAttention: msg('status.badge.RequiresAttention'),
  Declined: msg('status.badge.Declined'),
};

/** The badge text of `status`, or null when the card shows its action instead. */
export function cardLabel(status: CardStatus): Message | null {
  return CARD_LABELS[status];
}
