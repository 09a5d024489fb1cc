import { msg } from '../i18n/message';
import type { FieldError } from '../errors/field-errors';
import { clean, fieldError } from './field-error';

/** doc 2 §5. */
export const UK_COMPANY_NUMBER_MESSAGE = msg('validation.ukCompanyNumber');
/**
 * Companies House register prefixes ("Company registration number prefixes", Companies House
 * guidance and the Companies House public data product specification). Eight digits alone
 * number companies of England and Wales. Informative only: Companies House adds prefixes as it
 * opens registers (OE for overseas entities in 2022), so an unlisted prefix never blocks; the
 * doc 2 §5 format decides (decision 0044).
 */
export const UK_COMPANY_PREFIXES: Readonly<Record<string, string>> = {
  AC: 'Assurance company, England and Wales',
  BR: 'UK establishment of an overseas company',
  CE: 'Charitable incorporated organisation, England and Wales',
  CS: 'Scottish charitable incorporated organisation',
  FC: 'Overseas company',
  GE: 'European Economic Interest Grouping, England and Wales',
  GN: 'European Economic Interest Grouping, Northern Ireland',
  GS: 'European Economic Interest Grouping, Scotland',
  IC: 'Investment company with variable capital, England and Wales',
  IP: 'Industrial and provident society, England and Wales',
  LP: 'Limited partnership, England and Wales',
  NA: 'Assurance company, Northern Ireland',
  NC: 'Limited liability partnership, Northern Ireland',
  NF: 'Overseas company, Northern Ireland',
  NI: 'Company, Northern Ireland',
  NL: 'Limited partnership, Northern Ireland',
  NO: 'Other body registered in Northern Ireland',
  NP: 'Industrial and provident society, Northern Ireland',
  NR: 'Royal charter company, Northern Ireland',
  NV: 'Investment company with variable capital, Northern Ireland',
  NZ: 'Unregistered company, Northern Ireland',
  OC: 'Limited liability partnership, England and Wales',
  OE: 'Overseas entity (Register of Overseas Entities)',
  RC: 'Royal charter company, England and Wales',
  RS: 'Registered society, Scotland',
  SA: 'Assurance company, Scotland',
  SC: 'Company, Scotland',
  SE: 'European public limited company (Societas Europaea)',
  SF: 'Overseas company, Scotland',
  SG: 'Scottish qualifying partnership',
  SI: 'Investment company with variable capital, Scotland',
  SL: 'Limited partnership, Scotland',
  SO: 'Limited liability partnership, Scotland',
  SP: 'Industrial and provident society, Scotland',
  SR: 'Royal charter company, Scotland',
  SZ: 'Unregistered company, Scotland',
  ZC: 'Unregistered company, England and Wales',
};

/** What a two-letter prefix registers, when Companies House's list names it. */
export function ukCompanyPrefixName(value: string): string | undefined {
  return UK_COMPANY_PREFIXES[clean(value).toUpperCase().slice(0, 2)];
}

/**
 * Checks a UK company number (doc 2 §5): 8 digits, or 2 letters + 6 digits, or R + 7 digits
 * (older Northern Ireland registrations keep a single R). Letters are read case-insensitively;
 * all zeros is no company.
 */
export function checkUkCompanyNumber(value: string): FieldError | undefined {
  const v = clean(value).toUpperCase();
  if (v === '') return undefined;
  const valid =
    (/^\d{8}$/.test(v) && v !== '00000000') || /^R\d{7}$/.test(v) || /^[A-Z]{2}\d{6}$/.test(v);
  return valid ? undefined : fieldError('InvalidCompanyNumber', UK_COMPANY_NUMBER_MESSAGE);
}
