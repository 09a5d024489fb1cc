import * as v from 'valibot';
import { computeSelfServeInStore } from '../applicability/self-serve';
import type { ApplicabilitySection, SectionAnswers } from '../applicability/field-states';
import type { PrimaryBank, SecondaryBank } from '../merchant/bank';
import { emptyCompanyInformation, type CompanyInformation } from '../merchant/company-information';
import type { CashPay, CustomerSupport } from '../merchant/customer-support';
import { emptyLead, type Lead } from '../merchant/lead';
import { emptyLocation, type Location } from '../merchant/location';
import { emptyOwner, type Owner } from '../merchant/owner';
import { emptyStoreDetails, type StoreDetails } from '../merchant/store-details';
import type { FieldError } from '../errors/field-errors';
import type { ValidationContext } from './check-context';
import { sectionFieldErrors } from './section-errors';
import type { SectionSchema } from './record-schema';
import { collectErrors, shapeOf, type PathError } from './valibot-shape';

export type { SectionSchema };
export { primaryBankSchema, secondaryBankSchema } from './bank-schemas';
export { cashPaySchema, customerSupportSchema } from './support-schemas';

/** The errors of one section's record as path errors under `prefix`. */
export function sectionPathErrors<S extends ApplicabilitySection>(
  section: S,
  value: Partial<SectionAnswers[S]>,
  context: ValidationContext,
  prefix: readonly (string | number)[] = [],
): PathError[] {
  const errors = sectionFieldErrors(section, value, context) as Record<string, FieldError>;
  return Object.entries(errors).map(([field, error]) => ({ path: [...prefix, field], error }));
}

function recordSchema<S extends ApplicabilitySection>(
  section: S,
  empty: SectionAnswers[S] & object,
  context: ValidationContext,
): SectionSchema<SectionAnswers[S]> {
  return v.pipe(
    shapeOf(empty),
    collectErrors<SectionAnswers[S]>((value) => sectionPathErrors(section, value, context)),
  );
}

/** The lead form (doc 1 §2); its own registeredCountry and channel drive its rules. */
export const leadSchema = (context: ValidationContext = {}): SectionSchema<Lead> =>
  recordSchema('lead', emptyLead(), context);

/** The Company and business type form. */
export const companyInformationSchema = (
  context: ValidationContext = {},
): SectionSchema<CompanyInformation> =>
  recordSchema('companyInformation', emptyCompanyInformation(), context);

/** The About your store form; its output carries the computed selfServeInStore (doc 2 §4). */
export const storeDetailsSchema = (context: ValidationContext = {}): SectionSchema<StoreDetails> =>
  v.pipe(
    recordSchema('storeDetails', emptyStoreDetails(), context),
    v.transform((store: StoreDetails) => ({
      ...store,
      selfServeInStore: computeSelfServeInStore(
        context.registeredCountry,
        store.salesChannel,
        store.multiTerminal,
      ),
    })),
  );

/** One owner, as edited in the owner modal; `context.ownerIndex` is its position. */
export const ownerSchema = (context: ValidationContext = {}): SectionSchema<Owner> =>
  recordSchema('owner', emptyOwner(), context);

/** One store location, as edited in the location modal. */
export const locationSchema = (context: ValidationContext = {}): SectionSchema<Location> =>
  recordSchema('location', emptyLocation(), context);

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
