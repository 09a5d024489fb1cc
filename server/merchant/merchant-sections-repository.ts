/**
 * The merchant's saved sections (doc 1 §3): one row per merchant in `merchant_sections`, each
 * section JSON text in its own column with its sensitive values sealed (server/crypto). The lead
 * stays on the merchant record. Reading opens the sealed values; nothing leaves here sealed and
 * nothing enters the database plain.
 */
import type { PrimaryBank, SecondaryBank } from '../../domain/bank/bank';
import { emptyPrimaryBank, emptySecondaryBank } from '../../domain/bank/bank';
import {
  emptyCompanyInformation,
  type CompanyInformation,
} from '../../domain/business-details/company-information';
import {
  emptyCashPay,
  emptyCustomerSupport,
  type CashPay,
  type CustomerSupport,
} from '../../domain/customer-support/customer-support';
import { emptyLocation, type Location } from '../../domain/business-details/location';
import type { StoreLocationsFile } from '../../domain/merchant/merchant';
import { emptyOwner, type Owner } from '../../domain/business-details/owner';
import { emptyStoreDetails, type StoreDetails } from '../../domain/business-details/store-details';
import type { FormCompletedState } from '../../domain/session/form-completion';
import type { Clock } from '../app/clock';
import type { FieldCipher } from '../crypto/field-cipher';
import { openRecord, sealRecord } from '../crypto/sensitive-values';
import { compiledOnce } from '../db/compiled-query';
import type { Db } from '../db/database';
import { sql, type RawBuilder } from 'kysely';
import type { MerchantSectionsTable } from '../db/schema';

/** The sections as saved; a section never saved is absent. */
export interface SavedSections {
  companyInformation?: CompanyInformation;
  storeDetails?: StoreDetails;
  owners?: Owner[];
  locations?: Location[];
  primaryBank?: PrimaryBank;
  secondaryBank?: SecondaryBank;
  customerSupport?: CustomerSupport;
  cashPay?: CashPay;
  storeLocationsFile?: StoreLocationsFile | null;
}
export type SectionName = keyof SavedSections;

const COLUMN_OF = {
  companyInformation: 'company_information',
  storeDetails: 'store_details',
  owners: 'owners',
  locations: 'locations',
  primaryBank: 'primary_bank',
  secondaryBank: 'secondary_bank',
  customerSupport: 'customer_support',
  cashPay: 'cash_pay',
  storeLocationsFile: 'store_locations_file',
} as const satisfies Record<SectionName, keyof MerchantSectionsTable>;

/** Fields added to a form after a section was saved read as their empty value. */
const EMPTY_OF = {
  companyInformation: emptyCompanyInformation,
  storeDetails: emptyStoreDetails,
  primaryBank: emptyPrimaryBank,
  secondaryBank: emptySecondaryBank,
  customerSupport: emptyCustomerSupport,
  cashPay: emptyCashPay,
} as const;

function openSection(cipher: FieldCipher, name: SectionName, json: string): unknown {
  const value: unknown = JSON.parse(json);
  if (name === 'storeLocationsFile') return value;
  if (name === 'owners' || name === 'locations') {
    const empty = name === 'owners' ? emptyOwner : emptyLocation;
    return (value as object[]).map((item, i) => ({ ...empty(i), ...openRecord(cipher, item) }));
  }
  return { ...EMPTY_OF[name](), ...openRecord(cipher, value as object) };
}

function sealSection(cipher: FieldCipher, name: SectionName, value: unknown): string {
  if (name === 'storeLocationsFile') return JSON.stringify(value ?? null);
  if (Array.isArray(value))
    return JSON.stringify(value.map((item: object) => sealRecord(cipher, item)));
  return JSON.stringify(sealRecord(cipher, value as object));
}

/** The sections of a `merchant_sections` row (absent: none saved), sensitive values opened. */
export function sectionsOfRow(
  cipher: FieldCipher,
  row: Omit<MerchantSectionsTable, 'merchant_id' | 'updated_at'> | undefined,
): SavedSections {
  const sections: Record<string, unknown> = {};
  if (!row) return sections;
  for (const [name, column] of Object.entries(COLUMN_OF) as [SectionName, SectionColumn][]) {
    const json = row[column];
    if (typeof json === 'string') sections[name] = openSection(cipher, name, json);
  }
  return sections as SavedSections;
}

// Run by every save: compiled once (server/db/compiled-query.ts).
const sectionsQuery = compiledOnce((db: Db, merchantId: string) =>
  db.selectFrom('merchant_sections').selectAll().where('merchant_id', '=', merchantId),
);
const setFlagsQuery = compiledOnce((db: Db, flags: string, now: number, merchantId: string) =>
  db
    .updateTable('merchants')
    .set({ form_completed_state: flags, updated_at: now })
    .where('id', '=', merchantId),
);

const SECTION_COLUMNS = Object.values(COLUMN_OF);
type SectionColumn = (typeof SECTION_COLUMNS)[number];
type SectionColumns = Partial<Record<(typeof SECTION_COLUMNS)[number], string | null>>;

/**
 * The sections a save writes, in one statement of one shape whatever the save sends: a column
 * given null keeps what is stored (a stored section is never null, only absent).
 */
const upsertQuery = compiledOnce(
  (db: Db, merchantId: string, now: number, ...sealed: (string | null)[]) => {
    const columns: SectionColumns = {};
    const kept: Record<string, RawBuilder<string | null>> = {};
    SECTION_COLUMNS.forEach((column, i) => {
      columns[column] = sealed[i] ?? null;
      kept[column] =
        sql`coalesce(${sql.ref(`excluded.${column}`)}, ${sql.ref(`merchant_sections.${column}`)})`;
    });
    return db
      .insertInto('merchant_sections')
      .values({ merchant_id: merchantId, ...columns, updated_at: now })
      .onConflict((oc) =>
        oc
          .column('merchant_id')
          .doUpdateSet({ ...kept, updated_at: sql.ref('excluded.updated_at') }),
      );
  },
);

/** Saved sections per merchant. */
export function createMerchantSectionsRepository(db: Db, cipher: FieldCipher, clock: Clock) {
  return {
    /** Every saved section of the merchant, sensitive values opened. */
    async get(merchantId: string): Promise<SavedSections> {
      const [row] = await sectionsQuery(db, merchantId);
      return sectionsOfRow(cipher, row);
    },

    /** Writes the given sections whole, sealed; the others stay as they are. */
    async save(merchantId: string, sections: SavedSections): Promise<void> {
      const columns: SectionColumns = {};
      for (const [name, value] of Object.entries(sections) as [SectionName, unknown][]) {
        if (value !== undefined) columns[COLUMN_OF[name]] = sealSection(cipher, name, value);
      }
      await upsertQuery(
        db,
        merchantId,
        clock(),
        ...SECTION_COLUMNS.map((column) => columns[column] ?? null),
      );
    },

    /** Stores the merchant's completion flags (kept on the merchant record). */
    async setFormCompletion(merchantId: string, state: FormCompletedState): Promise<void> {
      await setFlagsQuery(db, JSON.stringify(state), clock(), merchantId);
    },
  };
}

export type MerchantSectionsRepository = ReturnType<typeof createMerchantSectionsRepository>;
