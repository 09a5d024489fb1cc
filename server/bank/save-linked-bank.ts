/**
 * A bank account linked through Plaid (doc 2 §7 POST /api/plaid/update-bank-info): the numbers
 * Plaid gave for the chosen account are written into the primary or secondary bank under the
 * country's fields, with verificationSource PLAID, through the same sections repository as the
 * manual form (so they are sealed at rest and come back masked), then checked with the same
 * bank schemas. bankForm is set as the manual form sets it.
 */
import type { ValidationErrors } from '../../domain/errors/field-errors';
import { isBankLinkEligible } from '../../domain/applicability/self-serve';
import { toCountryCode } from '../../domain/countries/country-code';
import {
  emptyPrimaryBank,
  emptySecondaryBank,
  type PrimaryBank,
  type SecondaryBank,
} from '../../domain/bank/bank';
import type { BankLabel } from '../../domain/bank/bank-payload';
import { sectionDataOf, validationContextOf } from '../../domain/schemas/validate-merchant';
import { parseSection } from '../../domain/schemas/validate-section';
import type { Repositories } from '../db/repositories';
import type { LoadedMerchant } from '../merchant/merchant-record';
import type { FormOutcome } from './save-bank';
import {
  PLAID_NO_NUMBERS_MESSAGE,
  PlaidFailure,
  type LinkedAccountNumbers,
} from '../plaid/plaid-gateway';

/** How the details were given (doc 2 §7): through the automated link. */
export const PLAID_VERIFICATION = 'PLAID';

/** The body of POST /api/plaid/update-bank-info (doc 2 §7). */
export interface LinkedBankRequest {
  /** Link's public token. */
  token: string;
  /** The chosen account's id in Link. */
  id: string;
  bankAccountName: string;
  registeredCountry: string;
  /** The institution's name. */
  bankName: string;
  bankLabel: BankLabel;
  setBankFormComplete: boolean;
}

const MAX_TEXT = 255;

/** The request when every field has its kind; undefined otherwise. */
export function linkedBankRequestOf(body: Record<string, unknown>): LinkedBankRequest | undefined {
  const texts = ['token', 'id', 'bankAccountName', 'registeredCountry', 'bankName'] as const;
  const ok =
    texts.every((f) => typeof body[f] === 'string' && (body[f] as string).length <= MAX_TEXT) &&
    texts.filter((f) => f !== 'bankName').every((f) => (body[f] as string).trim() !== '') &&
    (body.bankLabel === 'PRIMARY' || body.bankLabel === 'SECONDARY') &&
    typeof body.setBankFormComplete === 'boolean';
  if (!ok) return undefined;
  return {
    token: (body.token as string).trim(),
    id: (body.id as string).trim(),
    bankAccountName: (body.bankAccountName as string).trim(),
    registeredCountry: (body.registeredCountry as string).trim(),
    bankName: (body.bankName as string).trim(),
    bankLabel: body.bankLabel as BankLabel,
    setBankFormComplete: body.setBankFormComplete as boolean,
  };
}

/** True when `loaded` may link a bank through Plaid (doc 2 §4 "Bank-link eligibility"). */
export function mayLinkBank(loaded: LoadedMerchant): boolean {
  const context = validationContextOf(loaded.merchant);
  return isBankLinkEligible(context.registeredCountry, context.businessType);
}

/** The primary bank holding the linked numbers; Canada's EFT numbers go to its own fields. */
export function linkedPrimaryBank(
  numbers: LinkedAccountNumbers,
  request: Pick<LinkedBankRequest, 'bankAccountName' | 'bankName'>,
): PrimaryBank {
  const bank: PrimaryBank = {
    ...emptyPrimaryBank(),
    bankAccountName: request.bankAccountName,
    bankName: request.bankName,
    verificationSource: PLAID_VERIFICATION,
  };
  if (numbers.format === 'ach') {
    return {
      ...bank,
      routing: numbers.routing,
      account: numbers.account,
      confirmAccount: numbers.account,
    };
  }
  return {
    ...bank,
    canadaRoutingTransitIdNumber: numbers.branch,
    canadaRoutingInstitutionIdNumber: numbers.institution,
    canadaChequingAccount: numbers.account,
    confirmCanadaChequingAccount: numbers.account,
  };
}

/** The secondary bank holding linked ACH numbers (the secondary has no Canadian fields). */
export function linkedSecondaryBank(
  numbers: LinkedAccountNumbers,
  request: Pick<LinkedBankRequest, 'bankAccountName' | 'bankName'>,
): SecondaryBank {
  if (numbers.format !== 'ach') {
    throw new PlaidFailure(PLAID_NO_NUMBERS_MESSAGE, 'NO_AUTH_NUMBERS', undefined);
  }
  return {
    ...emptySecondaryBank(),
    bankAccountName2: request.bankAccountName,
    bankName2: request.bankName,
    routing2: numbers.routing,
    account2: numbers.account,
    confirmAccount2: numbers.account,
    verificationSource2: PLAID_VERIFICATION,
  };
}

/** The format a country's linked account must carry: ACH in the US, EFT in Canada. */
export function expectedFormat(registeredCountry: string): LinkedAccountNumbers['format'] {
  return toCountryCode(registeredCountry) === 'CA' ? 'eft' : 'ach';
}

/** Saves and checks the linked account of `loaded` as its `bankLabel` bank. */
export async function saveLinkedBank(
  repos: Repositories,
  loaded: LoadedMerchant,
  request: LinkedBankRequest,
  numbers: LinkedAccountNumbers,
): Promise<FormOutcome> {
  const merchantId = loaded.row.id;
  const merchant = { ...loaded.merchant };
  if (numbers.format !== expectedFormat(request.registeredCountry)) {
    throw new PlaidFailure(PLAID_NO_NUMBERS_MESSAGE, 'NO_AUTH_NUMBERS', undefined);
  }
  if (request.bankLabel === 'PRIMARY') {
    merchant.primaryBank = linkedPrimaryBank(numbers, request);
    await repos.merchantSections.save(merchantId, { primaryBank: merchant.primaryBank });
  } else {
    merchant.secondaryBank = linkedSecondaryBank(numbers, request);
    await repos.merchantSections.save(merchantId, { secondaryBank: merchant.secondaryBank });
  }
  const context = validationContextOf(merchant);
  const data = sectionDataOf(merchant);
  const sections = request.setBankFormComplete
    ? (['primaryBank', 'secondaryBank'] as const)
    : request.bankLabel === 'PRIMARY'
      ? (['primaryBank'] as const)
      : (['secondaryBank'] as const);
  const errors: ValidationErrors = {};
  for (const section of sections) {
    const result = parseSection(section, data[section], context);
    if (!result.success) errors[section] = result.errors;
  }
  if (Object.keys(errors).length > 0) return { kind: 'invalid', errors };
  const formCompletedState = { ...merchant.formCompletion };
  if (request.setBankFormComplete) {
    formCompletedState.bankForm = true;
    await repos.merchantSections.setFormCompletion(merchantId, formCompletedState);
  }
  return { kind: 'saved', formCompletedState };
}
