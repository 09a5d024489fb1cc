import type { CashPayField, CustomerSupportField } from './customer-support';
import { OPTIONAL, REQUIRED, type SectionRules } from '../applicability/field-rule';

/** doc 1 §3: customer support email, phone and website are all required. */
export const CUSTOMER_SUPPORT_RULES: SectionRules<CustomerSupportField> = {
  fields: {
    customerSupportEmail: REQUIRED,
    customerSupportPhone: REQUIRED,
    customerSupportWebsite: REQUIRED,
    // doc 1 §3 "Finance contact": not among the required support fields.
    financeContactFirstName: OPTIONAL,
    financeContactLastName: OPTIONAL,
    financeContactEmail: OPTIONAL,
    financeContactPhone: OPTIONAL,
  },
};

/** doc 1 §3: the cash pay logo is optional. */
export const CASH_PAY_RULES: SectionRules<CashPayField> = {
  fields: { cashPayLogoUrl: OPTIONAL },
};
