/**
 * The user state a new lead gets from its platform, acquirer and sales channel (doc 1 §2, §4;
 * doc 2 §7 save flow). The documents name the states and their pages but not the rule; the rule
 * and its reasons are in docs/decisions/0070-platform-user-states.md. It runs on the lead after
 * the channel auto-switch of doc 2 §5 (US and AU, Online and In-store, Square on one side only
 * gives the other channel), so a lead only lands here when Square is all that is left.
 */
import type { UserState } from './user-state';

/** The lead answers the rule reads. */
export interface PlatformLead {
  salesChannel: string;
  platform: string;
  acquirer: string;
}

export type PlatformUserState = Extract<
  UserState,
  'POST_LEAD' | 'SQUARE_ONLY' | 'SQUARE_AND_MOP' | 'SQUARESPACE' | 'MAROPOST'
>;

/** The platform pages' states: the save flow stops for the Square and Squarespace ones (doc 2 §7). */
export const PLATFORM_USER_STATES = [
  'SQUARE_ONLY',
  'SQUARE_AND_MOP',
  'SQUARESPACE',
  'MAROPOST',
] as const satisfies readonly UserState[];

const sellsOnline = (channel: string) =>
  channel === 'Online Only' || channel === 'Online and In-store';
const sellsInStore = (channel: string) =>
  channel === 'In-store Only' || channel === 'Online and In-store';

/** The state a lead starts in: a platform page, or POST_LEAD for the portal's own forms. */
export function platformUserState(lead: PlatformLead): PlatformUserState {
  const online = sellsOnline(lead.salesChannel);
  const inStore = sellsInStore(lead.salesChannel);
  // The online store's platform decides for online sales (the platform field applies to them).
  if (online && lead.platform === 'Squarespace') return 'SQUARESPACE';
  if (online && lead.platform === 'Maropost') return 'MAROPOST';
  const squareOnline = online && lead.platform === 'Square';
  const squareInStore = inStore && lead.acquirer === 'Square';
  if (!squareOnline && !squareInStore) return 'POST_LEAD';
  // Square for every channel the merchant sells through, or Square for one and the merchant
  // portal ("MOP") for the other.
  const everyChannelOnSquare = (!online || squareOnline) && (!inStore || squareInStore);
  return everyChannelOnSquare ? 'SQUARE_ONLY' : 'SQUARE_AND_MOP';
}
