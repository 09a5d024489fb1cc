import * as v from 'valibot';
import { COMPANY_INFORMATION_RULES } from './company-information-rules';
import { LOCATION_RULES, OWNER_RULES } from './owner-rules';
import { computeSelfServeInStore } from '../applicability/self-serve';
import { STORE_DETAILS_RULES } from './store-rules';
import { emptyCompanyInformation, type CompanyInformation } from './company-information';
import { emptyLocation, type Location } from './location';
import { emptyOwner, type Owner } from './owner';
import { emptyStoreDetails, type StoreDetails } from './store-details';
import type { ValidationContext } from '../schemas/check-context';
import { COMPANY_INFORMATION_SPECS } from './company-information-checks';
import { LOCATION_SPECS, OWNER_SPECS } from './owner-checks';
import { recordSchemaOf, type SectionSchema } from '../schemas/record-schema';
import { STORE_DETAILS_SPECS } from './store-checks';

/** The Company and business type form. */
export const companyInformationSchema = (
  context: ValidationContext = {},
): SectionSchema<CompanyInformation> =>
  recordSchemaOf(
    COMPANY_INFORMATION_RULES,
    COMPANY_INFORMATION_SPECS,
    emptyCompanyInformation(),
    context,
  );

/** The About your store form; its output carries the computed selfServeInStore (doc 2 §4). */
export const storeDetailsSchema = (context: ValidationContext = {}): SectionSchema<StoreDetails> =>
  v.pipe(
    recordSchemaOf(STORE_DETAILS_RULES, STORE_DETAILS_SPECS, emptyStoreDetails(), context),
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
  recordSchemaOf(OWNER_RULES, OWNER_SPECS, emptyOwner(), context);

/** One store location, as edited in the location modal. */
export const locationSchema = (context: ValidationContext = {}): SectionSchema<Location> =>
  recordSchemaOf(LOCATION_RULES, LOCATION_SPECS, emptyLocation(), context);
