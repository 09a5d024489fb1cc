/**
 * The manual bank form (doc 2 §7 POST /api/update-bank-info, §4 "Bank"): the primary or the
 * secondary bank by `bankLabel`, its fields under the unsuffixed names either way (the inverse of
 * domain/bank/bank-payload). What is sent is kept as a draft, then checked with the bank
 * schemas; bankForm is set when the merchant asks for it, the primary passes and the secondary is
 * empty (skipped) or passes.
 */
import type { ValidationErrors } from '../../domain/errors/field-errors';
import { msg, type Text } from '../../domain/i18n/message';
import {
  SHARED_BANK_FIELDS,
  emptyPrimaryBank,
  emptySecondaryBank,
  secondaryBankField,
} from '../../domain/bank/bank';
import type { BankLabel } from '../../domain/bank/bank-payload';
import { sectionDataOf, validationContextOf } from '../../domain/schemas/validate-merchant';
import { parseSection } from '../../domain/schemas/validate-section';
import type { FormCompletedState } from '../../domain/session/form-completion';
import { resolveMaskedValues } from '../crypto/sensitive-values';
import type { Repositories } from '../db/repositories';
import { BANK_FILE_FIELDS, withOwnFiles } from '../merchant/file-ownership';
import type { LoadedMerchant } from '../merchant/merchant-record';
import { sectionOfPayload } from '../merchant/sections-of-payload';

/** How the details were given (doc 2 §7): this call is the manual form. */
export const MANUAL_VERIFICATION = 'MANUAL';

/** A form's body that is not the call's: said in the merchant's language at the edge. */
export const BANK_DATA_INVALID = msg('bank.server.invalidData');

export type FormOutcome =
  | { kind: 'malformed'; error: Text }
  | { kind: 'unknown-merchant' }
  | { kind: 'invalid'; errors: ValidationErrors }
  | { kind: 'saved'; formCompletedState: FormCompletedState };

const BANK_LABELS: readonly BankLabel[] = ['PRIMARY', 'SECONDARY'];

/** Keeps and checks one bank form of the merchant `loaded` (read under its lock). */
export async function saveBank(
  repos: Repositories,
  loaded: LoadedMerchant | undefined,
  body: Record<string, unknown>,
): Promise<FormOutcome> {
  // Both are always part of a bank payload (domain/bank/bank-payload).
  const label = body.bankLabel;
  const complete = body.setBankFormComplete;
  if (!BANK_LABELS.includes(label as BankLabel) || typeof complete !== 'boolean') {
    return { kind: 'malformed', error: BANK_DATA_INVALID };
  }
  if (!loaded) return { kind: 'unknown-merchant' };
  const merchantId = loaded.row.id;
  const current = loaded.merchant;
  const merchant = { ...current };
  const fileErrors: ValidationErrors = {};
  if (label === 'PRIMARY') {
    const sent = sectionOfPayload(
      emptyPrimaryBank(),
      { ...body, verificationSource: MANUAL_VERIFICATION },
      current.primaryBank,
    );
    if (!sent) return { kind: 'malformed', error: BANK_DATA_INVALID };
    const checked = await withOwnFiles(
      repos,
      merchantId,
      resolveMaskedValues(sent, current.primaryBank),
      current.primaryBank,
      BANK_FILE_FIELDS,
    );
    merchant.primaryBank = checked.values;
    if (Object.keys(checked.errors).length > 0) fileErrors.primaryBank = checked.errors;
    await repos.merchantSections.save(merchantId, { primaryBank: merchant.primaryBank });
  } else {
    const suffixed = Object.fromEntries(
      SHARED_BANK_FIELDS.filter((field) => Object.hasOwn(body, field)).map((field) => [
        secondaryBankField(field),
        body[field],
      ]),
    );
    const sent = sectionOfPayload(
      emptySecondaryBank(),
      { ...suffixed, verificationSource2: MANUAL_VERIFICATION },
      current.secondaryBank,
    );
    if (!sent) return { kind: 'malformed', error: BANK_DATA_INVALID };
    const checked = await withOwnFiles(
      repos,
      merchantId,
      resolveMaskedValues(sent, current.secondaryBank),
      current.secondaryBank,
      BANK_FILE_FIELDS,
    );
    merchant.secondaryBank = checked.values;
    if (Object.keys(checked.errors).length > 0) fileErrors.secondaryBank = checked.errors;
    await repos.merchantSections.save(merchantId, { secondaryBank: merchant.secondaryBank });
  }

  const context = validationContextOf(merchant);
  const data = sectionDataOf(merchant);
  const sections =
    complete === true
      ? (['primaryBank', 'secondaryBank'] as const)
      : label === 'PRIMARY'
        ? (['primaryBank'] as const)
        : (['secondaryBank'] as const);
  const errors: ValidationErrors = { ...fileErrors };
  for (const section of sections) {
    const result = parseSection(section, data[section], context);
    if (!result.success) errors[section] = { ...result.errors, ...fileErrors[section] };
  }
  if (Object.keys(errors).length > 0) return { kind: 'invalid', errors };
  const formCompletedState = { ...current.formCompletion };
  if (complete) {
    formCompletedState.bankForm = true;
    await repos.merchantSections.setFormCompletion(merchantId, formCompletedState);
  }
  return { kind: 'saved', formCompletedState };
}
