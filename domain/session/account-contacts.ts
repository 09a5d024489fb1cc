/**
 * Further contacts of an account (doc 1 §2: NEW_CONTACT_FOR_ACCOUNT leads to /lead,
 * WRONG_ACCOUNT to /wrong-email; docs/decisions/0073-account-contacts.md). An operator adds a
 * contact e-mail to an application; once that person proves the e-mail through the sign-in link
 * they are a new contact for the account and fill in the lead form. A lead that names the
 * account's business joins them to it; one that names another business gets WRONG_ACCOUNT: the
 * e-mail is already associated with an account (doc 2 §8).
 */

/** At most this many further contacts per application. */
export const MAX_ACCOUNT_CONTACTS = 5;

export interface LeadBusiness {
  registeredCountry: string;
  storeName: string;
}

const normalised = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

/** True when the contact's lead names the account's business: same country and store name. */
export function leadMatchesAccount(contact: LeadBusiness, account: LeadBusiness): boolean {
  return (
    normalised(contact.registeredCountry) === normalised(account.registeredCountry) &&
    normalised(contact.storeName) === normalised(account.storeName) &&
    normalised(account.storeName) !== ''
  );
}
