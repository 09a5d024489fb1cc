/**
 * The role of the person a session signs in to an application (docs/decisions/0258): the e-mail
 * that created it is the account owner; a further contact has the role the operator gave them.
 * A contact no longer on the application is a plain contact, the least that is shown.
 */
import { DEFAULT_CONTACT_ROLE, type ViewerRole } from '../../domain/session/contact-roles';
import type { MerchantRow } from '../db/schema';
import type { AccountContactsRepository } from '../merchant/account-contacts-repository';

export async function viewerRoleOf(
  sessionEmail: string | null | undefined,
  merchant: Pick<MerchantRow, 'id' | 'email'>,
  contacts: AccountContactsRepository,
): Promise<ViewerRole> {
  // Every signed-in session carries its e-mail; one without is shown the least.
  if (!sessionEmail) return DEFAULT_CONTACT_ROLE;
  if (sessionEmail === merchant.email) return 'accountOwner';
  const contact = await contacts.find(sessionEmail);
  return contact && contact.merchantId === merchant.id ? contact.role : DEFAULT_CONTACT_ROLE;
}
