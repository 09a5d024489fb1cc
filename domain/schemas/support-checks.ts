import type { CashPayField, CustomerSupportField } from '../merchant/customer-support';
import { checkEmail, checkPhone, checkWebsite } from '../validators';
import type { FieldSpec } from './check-context';
import { forCountry } from './common-checks';

/** How each customer support field is checked (doc 2 §5). */
export const CUSTOMER_SUPPORT_SPECS: Partial<Record<CustomerSupportField, FieldSpec>> = {
  customerSupportEmail: { check: (v) => checkEmail(v) },
  customerSupportPhone: { check: forCountry((v, country) => checkPhone(v, country)) },
  customerSupportWebsite: { check: (v) => checkWebsite(v) },
};

/** The cash pay logo is an uploaded file's address; nothing to check beyond presence. */
export const CASH_PAY_SPECS: Partial<Record<CashPayField, FieldSpec>> = {};
