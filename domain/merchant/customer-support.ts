/** Customer support details shown to shoppers (doc 1 §3 "customerSupport"; all required). */
export interface CustomerSupport {
  customerSupportEmail: string;
  customerSupportPhone: string;
  customerSupportWebsite: string;
}

/** The field names of the customer support form. */
export type CustomerSupportField = keyof CustomerSupport;

/** An empty customer support form. */
export function emptyCustomerSupport(): CustomerSupport {
  return { customerSupportEmail: '', customerSupportPhone: '', customerSupportWebsite: '' };
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
