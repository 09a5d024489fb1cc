/**
 * POST /api/update-form-completion (doc 2 §7 "completion flags"): a form's flag is set only when
 * its saved sections pass the shared schemas, so no flag vouches for data that fails them. The
 * two acceptances are the merchant's own word and are taken as sent; gatewayEnabled is set by
 * the integration step, not here. A flag is never withdrawn by this call.
 */
import type { ErrorSection, ValidationErrors } from '../../domain/errors/field-errors';
import { sectionDataOf, validationContextOf } from '../../domain/schemas/validate-merchant';
import { parseSection } from '../../domain/schemas/validate-section';
import type { FormCompletionFlag } from '../../domain/session/form-completion';
import type { Repositories } from '../db/repositories';
import { loadMerchant } from './merchant-record';
import type { FormOutcome } from './save-bank';
import { readFlags } from './save-parts';
import { SECTIONS_OF_FLAG } from './save-merchant';

/** Every flag a section check stands behind. */
const CHECKED_FLAGS: Partial<Record<FormCompletionFlag, readonly ErrorSection[]>> = {
  ...SECTIONS_OF_FLAG,
  bankForm: ['primaryBank', 'secondaryBank'],
  customerServiceForm: ['customerSupport'],
  cashPayForm: ['cashPay'],
};
const ACCEPTANCES: readonly FormCompletionFlag[] = [
  'agreementAccepted',
  'cashPayAgreementAccepted',
];

/** Sets the flags `body` asks for, where their sections pass. */
export async function saveFlags(
  repos: Repositories,
  merchantId: string,
  body: unknown,
): Promise<FormOutcome> {
  const flags = readFlags(body);
  if (!flags || Object.keys(flags).length === 0) {
    return { kind: 'malformed', error: 'The completion flags are not valid.' };
  }
  const loaded = await loadMerchant(repos, merchantId);
  if (!loaded) return { kind: 'unknown-merchant' };
  const formCompletedState = { ...loaded.merchant.formCompletion };
  for (const flag of ACCEPTANCES) if (flags[flag] === true) formCompletedState[flag] = true;
  const merchant = { ...loaded.merchant, formCompletion: formCompletedState };
  const context = validationContextOf(merchant);
  const data = sectionDataOf(merchant);
  const asked = Object.entries(CHECKED_FLAGS).filter(
    ([flag]) => flags[flag as FormCompletionFlag] === true,
  );
  const errors: ValidationErrors = {};
  for (const section of new Set(asked.flatMap(([, sections]) => sections))) {
    const result = parseSection(section, data[section], context);
    if (!result.success) errors[section] = result.errors;
  }
  if (Object.keys(errors).length > 0) return { kind: 'invalid', errors };
  for (const [flag] of asked) formCompletedState[flag as FormCompletionFlag] = true;
  await repos.merchantSections.setFormCompletion(merchantId, formCompletedState);
  return { kind: 'saved', formCompletedState };
}
