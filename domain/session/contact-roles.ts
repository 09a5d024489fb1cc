/**
 * Who may see and change what of an application (doc 1 §6: "Account owners and administrators see
 * store details and additional owners"; docs/decisions/0258-contact-roles.md). The account owner
 * is the e-mail that created the application; an administrator is a further contact an operator
 * marks as one (console or the signed webhook, audited); every other further contact is a plain
 * contact, who works on the company information and the first owner only.
 */
import { msg } from '../i18n/message';

/** The roles a signed-in person holds on an application. */
export const VIEWER_ROLES = ['accountOwner', 'administrator', 'contact'] as const;
export type ViewerRole = (typeof VIEWER_ROLES)[number];

/** The roles an operator gives a further contact; a new contact is a plain contact. */
export const CONTACT_ROLES = ['administrator', 'contact'] as const satisfies readonly ViewerRole[];
export type ContactRole = (typeof CONTACT_ROLES)[number];
export const DEFAULT_CONTACT_ROLE: ContactRole = 'contact';

export const isContactRole = (value: unknown): value is ContactRole =>
  (CONTACT_ROLES as readonly unknown[]).includes(value);

export const isViewerRole = (value: unknown): value is ViewerRole =>
  (VIEWER_ROLES as readonly unknown[]).includes(value);

/** doc 1 §6: the account owner and administrators see store details and additional owners. */
export function seesStoreDetailsAndAdditionalOwners(role: ViewerRole): boolean {
  return role !== 'contact';
}

/** The role of a further contact the operator marked (or did not mark) as an administrator. */
export const contactRoleOf = (isAdministrator: boolean): ContactRole =>
  isAdministrator ? 'administrator' : 'contact';

/** What a plain contact is told where the store details would be, before they are saved. */
export const STORE_DETAILS_AWAITED_NOTICE = msg('business.roles.storeDetailsAwaited');

/** What a plain contact is told where the store details would be, once they are saved. */
export const STORE_DETAILS_WITHHELD_NOTICE = msg('business.roles.storeDetailsWithheld');

/** What a plain contact is told beside the first owner, where additional owners would be. */
export const ADDITIONAL_OWNERS_WITHHELD_NOTICE = msg('business.roles.additionalOwnersWithheld');

/** The 403 a plain contact's save gets when it would change what only others may change. */
export const CONTACT_SAVE_FORBIDDEN = msg('business.roles.saveForbidden');

/** How the console names each role (the console speaks English only). */
export const ROLE_LABELS: Readonly<Record<ViewerRole, string>> = {
  accountOwner: 'Account owner',
  administrator: 'Administrator',
  contact: 'Contact',
};
