/**
 * Tables of the merchant agreement (migration 0007_agreements): every published version of an
 * agreement, and every acceptance of one by a merchant. Same portable column types as
 * server/db/schema.ts.
 */
import type { Selectable } from 'kysely';

export interface AgreementVersionsTable {
  id: string;
  /** A country code (domain/countries), an industry value and a product (domain/agreement). */
  country: string;
  industry: string;
  product: string;
  /** From 1; unique per country, industry and product. */
  version: number;
  title: string;
  /** Plain text; paragraphs separated by a blank line. */
  body: string;
  /** `ops:<e-mail>` of the publisher, or `system` for the shipped default. */
  published_by: string;
  published_at: number;
}

export interface AgreementAcceptancesTable {
  id: string;
  merchant_id: string;
  country: string;
  industry: string;
  product: string;
  version: number;
  accepted_at: number;
}

/** The agreement part of DatabaseSchema. */
export interface AgreementsSchema {
  agreement_versions: AgreementVersionsTable;
  agreement_acceptances: AgreementAcceptancesTable;
}

export type AgreementVersionRow = Selectable<AgreementVersionsTable>;
export type AgreementAcceptanceRow = Selectable<AgreementAcceptancesTable>;
