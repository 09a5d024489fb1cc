/**
 * Customer support details shown to shoppers (doc 1 §3 "customerSupport"; all required), and the
 * merchant's finance contact (doc 1 §3 "Finance contact"), asked on the same Customer Service
 * step: the person the provider reaches about settlements and payments
 * (docs/decisions/0093-finance-contact-and-in-store-fields.md). The finance contact is optional.
 */
export interface CustomerSupport {
  customerSupportEmail: string;
  customerSupportPhone: string;
  customerSupportWebsite: string;
  financeContactFirstName: string;
  financeContactLastName: string;
  financeContactEmail: string;
  financeContactPhone: string;
}

/** The field names of the customer support form. */
export type CustomerSupportField = keyof CustomerSupport;

/** An empty customer support form. */
export function emptyCustomerSupport(): CustomerSupport {
  return {
    customerSupportEmail: '',
    customerSupportPhone: '',
    customerSupportWebsite: '',
    financeContactFirstName: '',
    financeContactLastName: '',
    financeContactEmail: '',
    financeContactPhone: '',
  };
}

/**
 * The payment-app profile (doc 1 §3 "cashPay"): an optional PNG or JPEG logo, uploaded under the
 * lowercased store name plus `_cashpay_logo`.
 */
export interface CashPay {
  cashPayLogoUrl: string;
}

/** The field names of the cash pay form. */
export type CashPayField = keyof CashPay;

/** An empty cash pay form. */
export function emptyCashPay(): CashPay {
  return { cashPayLogoUrl: '' };
}

/** The upload name of a cash pay logo: the lowercased store name plus `_cashpay_logo` (doc 2 §5). */
export function cashPayLogoFilename(storeName: string): string {
  return `${storeName.trim().toLowerCase()}_cashpay_logo`;
}
