import type { CashPayField, CustomerSupportField } from './customer-support';
import { checkEmail } from '../validators/email';
import { checkMaxLength } from '../validators/length';
import { checkPhone } from '../validators/phone';
import { checkWebsite } from '../validators/website';
import type { FieldSpec } from '../schemas/check-context';
import { forCountry } from '../schemas/common-checks';

/** A finance contact's name is free text up to the length of other text answers. */
const NAME_MAX = 255;

/** How each customer support field is checked (doc 2 §5). */
export const CUSTOMER_SUPPORT_SPECS: Partial<Record<CustomerSupportField, FieldSpec>> = {
  customerSupportEmail: { check: (v) => checkEmail(v) },
  customerSupportPhone: { check: forCountry((v, country) => checkPhone(v, country)) },
  customerSupportWebsite: { check: (v) => checkWebsite(v) },
  // Checked when given, like any e-mail and phone (doc 2 §5); the names are free text.
  financeContactFirstName: { check: (v) => checkMaxLength(v, NAME_MAX) },
  financeContactLastName: { check: (v) => checkMaxLength(v, NAME_MAX) },
  financeContactEmail: { check: (v) => checkEmail(v) },
  financeContactPhone: { check: forCountry((v, country) => checkPhone(v, country)) },
};

/** The cash pay logo is an uploaded file's address; nothing to check beyond presence. */
export const CASH_PAY_SPECS: Partial<Record<CashPayField, FieldSpec>> = {};
