/**
 * 0009_contact_roles: each further contact's role on its application, administrator or contact
 * (doc 1 §6; docs/decisions/0258-contact-roles.md). Contacts added before it are plain contacts.
 */
import type { Kysely, Migration } from 'kysely';

export const contactRolesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('account_contacts')
      .addColumn('role', 'text', (c) => c.notNull().defaultTo('contact'))
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('account_contacts').dropColumn('role').execute();
  },
};
