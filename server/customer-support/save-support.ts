/**
 * The customer support form (doc 2 §7 POST /api/update-customer-service-info): the three required
 * fields kept as a draft, checked with the customer support schema, and customerServiceForm set
 * when they pass.
 */
import { emptyCustomerSupport } from '../../domain/customer-support/customer-support';
import { msg } from '../../domain/i18n/message';
import { validationContextOf } from '../../domain/schemas/validate-merchant';
import { parseSection } from '../../domain/schemas/validate-section';
import type { Repositories } from '../db/repositories';
import type { LoadedMerchant } from '../merchant/merchant-record';
import type { FormOutcome } from '../bank/save-bank';
import { sectionOfPayload } from '../merchant/sections-of-payload';

/** Keeps and checks the customer support details of the merchant `loaded` (read under its lock). */
export async function saveCustomerSupport(
  repos: Repositories,
  loaded: LoadedMerchant | undefined,
  body: Record<string, unknown>,
): Promise<FormOutcome> {
  if (!loaded) return { kind: 'unknown-merchant' };
  const merchantId = loaded.row.id;
  const current = loaded.merchant;
  // The fields at the top level (domain/customer-support/support-payload), or wrapped in data.
  const fields = typeof body.data === 'object' && body.data !== null ? body.data : body;
  const customerSupport = sectionOfPayload(emptyCustomerSupport(), fields, current.customerSupport);
  if (!customerSupport) return { kind: 'malformed', error: msg('support.server.invalidData') };
  await repos.merchantSections.save(merchantId, { customerSupport });
  const merchant = { ...current, customerSupport };
  const result = parseSection('customerSupport', customerSupport, validationContextOf(merchant));
  if (!result.success) return { kind: 'invalid', errors: { customerSupport: result.errors } };
  const formCompletedState = { ...current.formCompletion, customerServiceForm: true };
  await repos.merchantSections.setFormCompletion(merchantId, formCompletedState);
  return { kind: 'saved', formCompletedState };
}
