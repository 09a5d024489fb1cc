/**
 * The account fields the provider's back office controls (doc 1 §3 "merchantAccount"): one row
 * per merchant in `merchant_accounts`, with mlsProspectRef and onboardingStatus read from (and
 * onboardingStatus written to) the merchant record. A merchant without a row reads the defaults.
 * The back office and the merchant's calls both go through {@link MerchantAccountsRepository}.
 */
import {
  MAX_OWNERS,
  defaultOwnerControl,
  emptyMerchantAccount,
  type MerchantAccount,
  type OwnerControl,
} from '../../domain/merchant/merchant-account';
import { isAccountMark, type AccountMark } from '../../domain/session/account-marks';
import { isOnboardingStatus } from '../../domain/journey/onboarding-status';
import type { Clock } from '../app/clock';
import type { FieldCipher } from '../crypto/field-cipher';
import { compiledOnce } from '../db/compiled-query';
import type { Db } from '../db/database';
import { DEFAULT_OPPORTUNITY_STAGE } from '../db/migrations/0002-merchant-data';
import type { Updateable } from 'kysely';
import type { MerchantAccountRow, MerchantAccountsTable } from '../db/schema';

/** Everything stored about the account; selfServeInStore is computed from the store details. */
export interface MerchantAccountRecord extends Omit<MerchantAccount, 'selfServeInStore'> {
  /** doc 1 §3 "Status context": default 'Compliance Checks'. */
  opportunityStage: string;
  messagingComplete: boolean;
  /** The merchant opened the training (doc 1 §3 inStoreTrainingButtonClicked). */
  inStoreTrainingButtonClicked: boolean;
  gatewayEnabled: boolean;
  /** The API secret key of the merchant's credentials (doc 1 §3); stored sealed. */
  secretKey: string;
  /** The back office found the merchant eligible for cash pay (doc 1 §3 isEligibleForCashPay). */
  cashPayEligible: boolean;
  cashPayIntegrationComplete: boolean;
  customizeCashPayProfileComplete: boolean;
  /** The channel update answers INVALID_FEE (doc 2 §8). */
  cashPayInvalidFee: boolean;
  /** The back office's mark that stops the journey on a block page, '' for none (0071). */
  accountMark: AccountMark | '';
}

/** A change to an account: any subset of its fields. mlsProspectRef is fixed at sign-up. */
export type MerchantAccountUpdate = Partial<Omit<MerchantAccountRecord, 'mlsProspectRef'>>;

type Columns = Omit<Updateable<MerchantAccountsTable>, 'merchant_id' | 'created_at' | 'updated_at'>;

const FLAG_COLUMNS = {
  cashPayChannel: 'cash_pay_channel',
  inStoreDirectDebitAuthorized: 'in_store_direct_debit_authorized',
  inStoreTrainingComplete: 'in_store_training_complete',
  inStoreTrainingButtonClicked: 'in_store_training_button_clicked',
  requireInsurance: 'require_insurance',
  requireTrustDeed: 'require_trust_deed',
  trustDeedRequired: 'trust_deed_required',
  messagingComplete: 'messaging_complete',
  gatewayEnabled: 'gateway_enabled',
  cashPayEligible: 'cash_pay_eligible',
  cashPayIntegrationComplete: 'cash_pay_integration_complete',
  customizeCashPayProfileComplete: 'customize_cash_pay_profile_complete',
  cashPayInvalidFee: 'cash_pay_invalid_fee',
} as const satisfies Partial<Record<keyof MerchantAccountRecord, keyof MerchantAccountRow>>;

const TEXT_COLUMNS = {
  merchantId: 'provider_merchant_id',
  onboardingLink: 'onboarding_link',
  onboardingGroup: 'onboarding_group',
  cashPayOnboardingStatus: 'cash_pay_onboarding_status',
  opportunityOwnerEmail: 'opportunity_owner_email',
  sfProspectId: 'sf_prospect_id',
  opportunityStage: 'opportunity_stage',
  accountMark: 'account_mark',
} as const satisfies Partial<Record<keyof MerchantAccountRecord, keyof MerchantAccountRow>>;

/** Exactly {@link MAX_OWNERS} controls: missing positions need no upload. */
export function normalizeOwnerControls(controls: readonly Partial<OwnerControl>[]): OwnerControl[] {
  return Array.from({ length: MAX_OWNERS }, (_, i) => ({
    requireId: controls[i]?.requireId === true,
    requireCertifiedId: controls[i]?.requireCertifiedId === true,
  }));
}

function parseOwnerControls(json: string): OwnerControl[] {
  try {
    const value: unknown = JSON.parse(json);
    return normalizeOwnerControls(Array.isArray(value) ? (value as Partial<OwnerControl>[]) : []);
  } catch {
    return Array.from({ length: MAX_OWNERS }, defaultOwnerControl);
  }
}

/** The account as read: the merchant record's two fields and the account row (absent: defaults). */
export function accountRecordOf(
  merchant: { mls_prospect_ref: string | null; onboarding_status: string | null },
  row: MerchantAccountRow | undefined,
  cipher: FieldCipher,
): MerchantAccountRecord {
  const defaults = emptyMerchantAccount();
  const { selfServeInStore: _computed, ...base } = defaults;
  const record: MerchantAccountRecord = {
    ...base,
    mlsProspectRef: merchant.mls_prospect_ref ?? '',
    onboardingStatus: isOnboardingStatus(merchant.onboarding_status)
      ? merchant.onboarding_status
      : '',
    opportunityStage: DEFAULT_OPPORTUNITY_STAGE,
    messagingComplete: false,
    inStoreTrainingButtonClicked: false,
    gatewayEnabled: false,
    secretKey: '',
    cashPayEligible: false,
    cashPayIntegrationComplete: false,
    customizeCashPayProfileComplete: false,
    cashPayInvalidFee: false,
    accountMark: '',
  };
  if (!row) return record;
  for (const [field, column] of Object.entries(TEXT_COLUMNS)) {
    (record as unknown as Record<string, unknown>)[field] = row[column] ?? '';
  }
  for (const [field, column] of Object.entries(FLAG_COLUMNS)) {
    (record as unknown as Record<string, unknown>)[field] = Number(row[column]) === 1;
  }
  record.cashPayOnboardingStatus =
    (['NONE', 'IN_PROGRESS', 'READY_TO_INSTALL'] as const).find(
      (s) => s === row.cash_pay_onboarding_status,
    ) ?? 'NONE';
  record.accountMark = isAccountMark(row.account_mark) ? row.account_mark : '';
  record.ownerControls = parseOwnerControls(row.owner_controls);
  record.secretKey = row.secret_key ? cipher.open('secretKey', row.secret_key) : '';
  return record;
}

function columnsOf(patch: MerchantAccountUpdate, cipher: FieldCipher): Columns {
  const columns: Record<string, unknown> = {};
  for (const [field, column] of Object.entries(TEXT_COLUMNS)) {
    const value = patch[field as keyof MerchantAccountUpdate];
    if (value !== undefined) columns[column] = value === '' ? null : String(value);
  }
  for (const [field, column] of Object.entries(FLAG_COLUMNS)) {
    const value = patch[field as keyof MerchantAccountUpdate];
    if (value !== undefined) columns[column] = value === true ? 1 : 0;
  }
  // Text columns with a default are never null.
  if (patch.onboardingGroup !== undefined) columns.onboarding_group = patch.onboardingGroup;
  if (patch.cashPayOnboardingStatus !== undefined) {
    columns.cash_pay_onboarding_status = patch.cashPayOnboardingStatus;
  }
  if (patch.opportunityStage !== undefined) columns.opportunity_stage = patch.opportunityStage;
  if (patch.ownerControls !== undefined) {
    columns.owner_controls = JSON.stringify(normalizeOwnerControls(patch.ownerControls));
  }
  if (patch.secretKey !== undefined) {
    columns.secret_key = patch.secretKey === '' ? null : cipher.seal('secretKey', patch.secretKey);
  }
  return columns as Columns;
}

// Read by every signed-in call and every save: compiled once (server/db/compiled-query.ts).
const merchantQuery = compiledOnce((db: Db, merchantId: string) =>
  db
    .selectFrom('merchants')
    .select(['mls_prospect_ref', 'onboarding_status'])
    .where('id', '=', merchantId),
);
const accountQuery = compiledOnce((db: Db, merchantId: string) =>
  db.selectFrom('merchant_accounts').selectAll().where('merchant_id', '=', merchantId),
);

/** Account fields per merchant: read with defaults, changed by partial updates. */
export function createMerchantAccountsRepository(db: Db, cipher: FieldCipher, clock: Clock) {
  const merchantOf = async (merchantId: string) => (await merchantQuery(db, merchantId))[0];
  const rowOf = async (merchantId: string) => (await accountQuery(db, merchantId))[0];

  return {
    /**
     * The account of the merchant with record id `merchantId`; undefined when there is none.
     * `merchant`: the merchant's record when the caller has just read it, so it is not read again.
     */
    async get(
      merchantId: string,
      merchant?: { mls_prospect_ref: string | null; onboarding_status: string | null },
    ): Promise<MerchantAccountRecord | undefined> {
      const known = merchant ?? (await merchantOf(merchantId));
      return known && accountRecordOf(known, await rowOf(merchantId), cipher);
    },

    /**
     * Changes the given fields only and answers the account as it is now; undefined when the
     * merchant does not exist. onboardingStatus is written to the merchant record.
     */
    async update(
      merchantId: string,
      patch: MerchantAccountUpdate,
    ): Promise<MerchantAccountRecord | undefined> {
      if (!(await merchantOf(merchantId))) return undefined;
      const now = clock();
      const { onboardingStatus, ...accountPatch } = patch;
      if (onboardingStatus !== undefined) {
        await db
          .updateTable('merchants')
          .set({
            onboarding_status: onboardingStatus === '' ? null : onboardingStatus,
            updated_at: now,
          })
          .where('id', '=', merchantId)
          .execute();
      }
      const columns = columnsOf(accountPatch, cipher);
      await db
        .insertInto('merchant_accounts')
        .values({ merchant_id: merchantId, ...columns, created_at: now, updated_at: now })
        .onConflict((oc) => oc.column('merchant_id').doUpdateSet({ ...columns, updated_at: now }))
        .execute();
      return this.get(merchantId);
    },

    /**
     * Sets the onboarding link only if the account has none yet, and answers the link the
     * account holds afterwards (two concurrent calls agree on one link).
     */
    async setOnboardingLinkOnce(merchantId: string, link: string): Promise<string> {
      const now = clock();
      await db
        .insertInto('merchant_accounts')
        .values({
          merchant_id: merchantId,
          onboarding_link: link,
          created_at: now,
          updated_at: now,
        })
        .onConflict((oc) =>
          oc
            .column('merchant_id')
            .doUpdateSet({ onboarding_link: link, updated_at: now })
            .where('merchant_accounts.onboarding_link', 'is', null),
        )
        .execute();
      return (await rowOf(merchantId))?.onboarding_link ?? link;
    },
  };
}

export type MerchantAccountsRepository = ReturnType<typeof createMerchantAccountsRepository>;
