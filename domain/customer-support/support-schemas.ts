import { CASH_PAY_RULES, CUSTOMER_SUPPORT_RULES } from './support-rules';
import {
  emptyCashPay,
  emptyCustomerSupport,
  type CashPay,
  type CustomerSupport,
} from './customer-support';
import type { ValidationContext } from '../schemas/check-context';
import { recordSchemaOf, type SectionSchema } from '../schemas/record-schema';
import { CASH_PAY_SPECS, CUSTOMER_SUPPORT_SPECS } from './support-checks';

/** The customer support form. */
export const customerSupportSchema = (
  context: ValidationContext = {},
): SectionSchema<CustomerSupport> =>
  recordSchemaOf(CUSTOMER_SUPPORT_RULES, CUSTOMER_SUPPORT_SPECS, emptyCustomerSupport(), context);

/** The cash pay profile form. */
export const cashPaySchema = (context: ValidationContext = {}): SectionSchema<CashPay> =>
  recordSchemaOf(CASH_PAY_RULES, CASH_PAY_SPECS, emptyCashPay(), context);
