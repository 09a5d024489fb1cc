/**
 * The calls that save a merchant's answers, each counted by outcome in portal_saves_total, and
 * how an answer's field errors are read by section (doc 2 §8: errors are collected per section).
 */
import { CASH_PAY_API } from '../../domain/api/cash-pay-api';
import { IN_STORE_FIELDS_PATH } from '../../domain/api/in-store-fields-api';
import { MERCHANT_API } from '../../domain/api/merchant-api';
import { PLAID_API } from '../../domain/api/plaid-api';
import { ERROR_SECTIONS, type ErrorSection } from '../../domain/errors/field-errors';

export const SAVE_ROUTES: ReadonlySet<string> = new Set([
  '/signup',
  MERCHANT_API.save,
  MERCHANT_API.updateBankInfo,
  MERCHANT_API.updateCustomerServiceInfo,
  IN_STORE_FIELDS_PATH,
  PLAID_API.updateBankInfo,
  CASH_PAY_API.updateInfo,
  CASH_PAY_API.updateProfileImageUrl,
  CASH_PAY_API.updateChannel,
]);

export type SaveOutcome = 'saved' | 'invalid' | 'refused' | 'failed';

/** A save answered `status`; `invalid` when it carried field errors. */
export function saveOutcomeOf(status: number, hadFieldErrors: boolean): SaveOutcome {
  if (status < 400) return 'saved';
  if (hadFieldErrors) return 'invalid';
  return status < 500 ? 'refused' : 'failed';
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The sections of an answer's `validation_errors` that hold at least one field error. Only the
 * catalogue's sections are named, so a label never takes a value a caller made up.
 */
export function sectionsWithErrors(payload: unknown): ErrorSection[] {
  if (!isRecord(payload) || !isRecord(payload.validation_errors)) return [];
  const errors = payload.validation_errors;
  return ERROR_SECTIONS.filter((section) => {
    const fields = errors[section];
    return isRecord(fields) && Object.keys(fields).length > 0;
  });
}
