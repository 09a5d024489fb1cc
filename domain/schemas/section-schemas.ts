import { LEAD_RULES } from '../lead/lead-rules';
import type { PrimaryBank, SecondaryBank } from '../bank/bank';
import type { CompanyInformation } from '../business-details/company-information';
import type { CashPay, CustomerSupport } from '../customer-support/customer-support';
import { emptyLead, type Lead } from '../lead/lead';
import type { Location } from '../business-details/location';
import type { Owner } from '../business-details/owner';
import type { StoreDetails } from '../business-details/store-details';
import type { ValidationContext } from './check-context';
import { LEAD_SPECS } from '../lead/lead-checks';
import { recordSchemaOf, type SectionSchema } from './record-schema';

/*
 * Every section's form schema by name. Each section's schema lives beside its own rule and check
 * tables (business-schemas.ts, bank-schemas.ts, support-schemas.ts), so a page imports its own
 * from there and loads no other section's rules (docs/decisions/0181-lighter-form-routes.md).
 */

export type { SectionSchema };
export {
  companyInformationSchema,
  locationSchema,
  ownerSchema,
  storeDetailsSchema,
} from '../business-details/business-schemas';
export { primaryBankSchema, secondaryBankSchema } from '../bank/bank-schemas';
export { cashPaySchema, customerSupportSchema } from '../customer-support/support-schemas';

/** The lead form (doc 1 §2); its own registeredCountry and channel drive its rules. */
export const leadSchema = (context: ValidationContext = {}): SectionSchema<Lead> =>
  recordSchemaOf(LEAD_RULES, LEAD_SPECS, emptyLead(), context);

/** Input and output types, named as the forms and server use them. */
export type LeadInput = Lead;
export type LeadOutput = Lead;
export type CompanyInformationInput = CompanyInformation;
export type CompanyInformationOutput = CompanyInformation;
export type StoreDetailsInput = StoreDetails;
export type StoreDetailsOutput = StoreDetails;
export type OwnerInput = Owner;
export type OwnerOutput = Owner;
export type LocationInput = Location;
export type LocationOutput = Location;
export type PrimaryBankInput = PrimaryBank;
export type PrimaryBankOutput = PrimaryBank;
export type SecondaryBankInput = SecondaryBank;
export type SecondaryBankOutput = SecondaryBank;
export type CustomerSupportInput = CustomerSupport;
export type CustomerSupportOutput = CustomerSupport;
export type CashPayInput = CashPay;
export type CashPayOutput = CashPay;
