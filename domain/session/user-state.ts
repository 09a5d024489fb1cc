/**
 * The user states the server answers with (doc 1 §2 "Route chosen from user state", §4 "User
 * states seen"). INITIAL is the client's state before the first answer.
 */
export const USER_STATES = [
  'INITIAL',
  'LOGGED_OUT',
  'PRE_LEAD',
  'NEW_CONTACT_FOR_ACCOUNT',
  'POST_LEAD',
  'WAIT_FOR_EMAIL',
  'AGENCY',
  'INVALID_COUNTRY',
  'SQUARE_ONLY',
  'SQUARE_AND_MOP',
  'SQUARESPACE',
  'MAROPOST',
  'THANK_YOU',
  'WRONG_ACCOUNT',
  'MAINTENANCE_MODE',
] as const;
export type UserState = (typeof USER_STATES)[number];

export function isUserState(value: unknown): value is UserState {
  return typeof value === 'string' && (USER_STATES as readonly string[]).includes(value);
}
