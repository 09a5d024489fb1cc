/**
 * Further contact e-mails of an application (docs/decisions/0073): an operator adds them in the
 * console (or the back office through its webhook); each e-mail belongs to one account at most.
 */
import {
  contactRoleOf,
  DEFAULT_CONTACT_ROLE,
  isContactRole,
  type ContactRole,
} from '../../domain/session/contact-roles';
import type { Clock } from '../app/clock';
import type { Db } from '../db/database';

export interface AccountContact {
  email: string;
  merchantId: string;
  /** The contact's own lead answers once they sent the lead form. */
  details: Record<string, unknown> | null;
  /** Administrator or plain contact (docs/decisions/0258). */
  role: ContactRole;
}

const roleOfRow = (role: string): ContactRole =>
  isContactRole(role) ? role : DEFAULT_CONTACT_ROLE;

function parse(json: string | null): Record<string, unknown> | null {
  if (!json) return null;
  try {
    const value: unknown = JSON.parse(json);
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

export function createAccountContactsRepository(db: Db, clock: Clock) {
  return {
    async find(email: string): Promise<AccountContact | undefined> {
      const row = await db
        .selectFrom('account_contacts')
        .selectAll()
        .where('email', '=', email)
        .executeTakeFirst();
      return (
        row && {
          email: row.email,
          merchantId: row.merchant_id,
          details: parse(row.details),
          role: roleOfRow(row.role),
        }
      );
    },

    /** The account's contact e-mails, in the order they were added. */
    async emailsOf(merchantId: string): Promise<string[]> {
      const rows = await db
        .selectFrom('account_contacts')
        .select(['email'])
        .where('merchant_id', '=', merchantId)
        .orderBy('added_at')
        .orderBy('email')
        .execute();
      return rows.map((row) => row.email);
    },

    /** The account's administrators, in the order they were added. */
    async administratorsOf(merchantId: string): Promise<string[]> {
      const rows = await db
        .selectFrom('account_contacts')
        .select(['email'])
        .where('merchant_id', '=', merchantId)
        .where('role', '=', 'administrator')
        .orderBy('added_at')
        .orderBy('email')
        .execute();
      return rows.map((row) => row.email);
    },

    /**
     * Makes `emails` the account's contacts: new ones are added, missing ones removed. With
     * `administrators`, those of `emails` are administrators and the rest plain contacts;
     * without, the roles of the contacts kept stay as they were.
     */
    async replace(
      merchantId: string,
      emails: readonly string[],
      actor: string,
      administrators?: readonly string[],
    ): Promise<void> {
      const current = await this.emailsOf(merchantId);
      const removed = current.filter((email) => !emails.includes(email));
      if (removed.length > 0) {
        await db
          .deleteFrom('account_contacts')
          .where('merchant_id', '=', merchantId)
          .where('email', 'in', removed)
          .execute();
      }
      const now = clock();
      for (const email of emails.filter((e) => !current.includes(e))) {
        await db
          .insertInto('account_contacts')
          .values({
            email,
            merchant_id: merchantId,
            details: null,
            added_by: actor,
            added_at: now,
            role: contactRoleOf(administrators?.includes(email) ?? false),
          })
          .execute();
      }
      if (!administrators) return;
      for (const role of ['administrator', 'contact'] as const) {
        const ofRole = emails.filter(
          (email) => contactRoleOf(administrators.includes(email)) === role,
        );
        if (ofRole.length === 0) continue;
        await db
          .updateTable('account_contacts')
          .set({ role })
          .where('merchant_id', '=', merchantId)
          .where('email', 'in', ofRole)
          .execute();
      }
    },

    async setDetails(email: string, details: Record<string, unknown>): Promise<void> {
      await db
        .updateTable('account_contacts')
        .set({ details: JSON.stringify(details) })
        .where('email', '=', email)
        .execute();
    },
  };
}

export type AccountContactsRepository = ReturnType<typeof createAccountContactsRepository>;
