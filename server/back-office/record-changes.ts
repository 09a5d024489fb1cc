/**
 * The back office's changes to an application's records beside its account: the further contacts
 * (docs/decisions/0073) and the test purchase at a store location.
 */
import { TEST_TRANSACTION_AMOUNT_CENTS } from '../../domain/api/back-office-api';
import type { StatusEventKind } from '../../domain/api/status-events-api';
import type { Clock } from '../app/clock';
import type { Repositories } from '../db/repositories';
import {
  APPLICATION_NOT_FOUND,
  STORE_LOCATION_NOT_FOUND,
  type ChangeResult,
} from './back-office-outcomes';
import type { BackOfficeRepositories } from './back-office-repositories';
import { merchantFacts } from './merchant-facts';

/** What these changes use of the back office. */
export interface RecordChangeDeps {
  repos: Repositories;
  bo: BackOfficeRepositories;
  clock: Clock;
  audit: (
    actor: string,
    action: string,
    merchantId: string | null,
    before: unknown,
    after: unknown,
  ) => Promise<unknown>;
  notify: (merchantId: string, kind: StatusEventKind) => Promise<unknown>;
}

export function recordChanges({ repos, bo, clock, audit, notify }: RecordChangeDeps) {
  return {
    /**
     * Makes `contactEmails` the application's further contacts (docs/decisions/0073). An e-mail
     * that signs in to another application, or is already another one's contact, is refused;
     * a contact taken off the application loses the sessions it held on it. `administratorEmails`,
     * when given, are those of them who are administrators (docs/decisions/0258); the audit entry
     * holds both lists before and after.
     */
    async setContacts(
      merchantId: string,
      contactEmails: readonly string[],
      actor: string,
      administratorEmails?: readonly string[],
    ): Promise<ChangeResult> {
      const account = await repos.merchantAccounts.get(merchantId);
      const merchant = await repos.merchants.findById(merchantId);
      if (!account || !merchant) return { ok: false, status: 404, error: APPLICATION_NOT_FOUND };
      for (const email of contactEmails) {
        const owner = await repos.merchants.findByEmail(email);
        if (owner) {
          return {
            ok: false,
            status: 409,
            error: `${email} is the sign-in e-mail of ${owner.id === merchantId ? 'this' : 'another'} application.`,
          };
        }
        const contact = await repos.accountContacts.find(email);
        if (contact && contact.merchantId !== merchantId) {
          return {
            ok: false,
            status: 409,
            error: `${email} is already a contact of another application.`,
          };
        }
      }
      const stranger = administratorEmails?.find((email) => !contactEmails.includes(email));
      if (stranger) {
        return {
          ok: false,
          status: 400,
          error: `${stranger} is not one of the contacts; only a contact can be an administrator.`,
        };
      }
      const before = await repos.accountContacts.emailsOf(merchantId);
      const administratorsBefore = await repos.accountContacts.administratorsOf(merchantId);
      await repos.accountContacts.replace(merchantId, contactEmails, actor, administratorEmails);
      for (const removed of before.filter((email) => !contactEmails.includes(email))) {
        await repos.sessions.deleteForContact(removed, merchantId);
      }
      const after = await repos.accountContacts.emailsOf(merchantId);
      await audit(
        actor,
        'contacts.changed',
        merchantId,
        { contactEmails: before, administratorEmails: administratorsBefore },
        {
          contactEmails: after,
          administratorEmails: await repos.accountContacts.administratorsOf(merchantId),
        },
      );
      return { ok: true, account };
    },

    /** Records the $1.00 test purchase at one of the merchant's store locations. */
    async recordTestTransaction(
      merchantId: string,
      storeLocationId: string,
      actor: string,
      amountCents = TEST_TRANSACTION_AMOUNT_CENTS,
    ): Promise<ChangeResult> {
      const merchant = await repos.merchants.findById(merchantId);
      const account = await repos.merchantAccounts.get(merchantId);
      if (!merchant || !account) return { ok: false, status: 404, error: APPLICATION_NOT_FOUND };
      const facts = merchantFacts(merchant, await repos.merchantSections.get(merchantId));
      if (!facts.storeLocations.some((location) => location.id === storeLocationId)) {
        return { ok: false, status: 404, error: STORE_LOCATION_NOT_FOUND };
      }
      const before = await bo.testTransactions.locationsWithTransaction(merchantId);
      await bo.testTransactions.record({
        merchant_id: merchantId,
        store_location_id: storeLocationId,
        amount_cents: amountCents,
        recorded_by: actor,
        recorded_at: clock(),
      });
      await audit(
        actor,
        'instore_transaction.recorded',
        merchantId,
        { storeLocationId, hasSelfServeTransaction: before.has(storeLocationId) },
        { storeLocationId, hasSelfServeTransaction: true, amountCents },
      );
      await notify(merchantId, 'in-store');
      return { ok: true, account };
    },
  };
}
