import { toCountryCode } from '../countries/country-code';
import {
  SHARED_BANK_FIELDS,
  secondaryBankField,
  type PrimaryBank,
  type SecondaryBank,
} from './bank';
import { canadaRoutingNumber } from '../validators/canada-bank';
import type { SectionPayload } from '../business-details/save-payload';
import { plainValues } from '../payload/plain-values';

/** Which bank a bank payload carries (doc 2 §7). */
export type BankLabel = 'PRIMARY' | 'SECONDARY';

/** How the bank details were given: typed in the manual form, or linked through Plaid. */
export type BankVerificationSource = 'MANUAL' | 'PLAID';

/** Options of a bank payload. */
export interface BankPayloadOptions {
  setBankFormComplete: boolean;
  bankVerificationSource?: BankVerificationSource;
}

/** POST /api/update-bank-info body (doc 2 §7). */
export type BankPayload = SectionPayload & {
  bankLabel: BankLabel;
  setBankFormComplete: boolean;
  bankVerificationSource?: BankVerificationSource;
};

const withOptions = (
  fields: SectionPayload,
  bankLabel: BankLabel,
  { setBankFormComplete, bankVerificationSource }: BankPayloadOptions,
): BankPayload => ({
  ...fields,
  bankLabel,
  setBankFormComplete,
  ...(bankVerificationSource && {
    bankVerificationSource,
    verificationSource: bankVerificationSource,
  }),
});

/** The primary bank as sent; Canada adds canadaRoutingNumber, transit id then institution id. */
export function primaryBankPayload(
  bank: PrimaryBank,
  registeredCountry: string,
  options: BankPayloadOptions,
): BankPayload {
  const fields = plainValues(bank);
  if (toCountryCode(registeredCountry) === 'CA') {
    fields.canadaRoutingNumber = canadaRoutingNumber(
      bank.canadaRoutingTransitIdNumber,
      bank.canadaRoutingInstitutionIdNumber,
    );
  }
  return withOptions(fields, 'PRIMARY', options);
}

/** The secondary bank as sent: its fields under the unsuffixed names, labelled SECONDARY. */
export function secondaryBankPayload(
  bank: SecondaryBank,
  options: BankPayloadOptions,
): BankPayload {
  const values = plainValues(bank);
  const fields = Object.fromEntries(
    SHARED_BANK_FIELDS.map((field) => [field, values[secondaryBankField(field)]]),
  );
  return withOptions(fields, 'SECONDARY', options);
}
