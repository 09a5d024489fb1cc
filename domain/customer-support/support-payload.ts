import type { CashPay, CustomerSupport } from './customer-support';
import { plainValues } from '../payload/plain-values';

/** POST /api/update-customer-service-info body: the three support fields, trimmed. */
export function customerSupportPayload(support: CustomerSupport): Record<string, unknown> {
  return plainValues(support);
}

/** POST /api/update-cashpay-info body (doc 2 §7 "Cash payload is data with profile fields"). */
export function cashPayPayload(cashPay: CashPay): { data: Record<string, unknown> } {
  return { data: plainValues(cashPay) };
}
