/**
 * The saves of the business sections (doc 1 §3 "formCompletion flags", §4 "Save", doc 2 §5): the
 * flags each section's submit asks for, the section's errors checked before anything is sent,
 * and where the merchant goes after a save.
 */
import type * as v from 'valibot';
import type { ValidationErrors } from '../errors/field-errors';
import type { Merchant } from '../merchant/merchant';
import { payloadForRole, savePayload, type SavePayload } from './save-payload';
import type { ViewerRole } from '../session/contact-roles';
import { postLeadRoute } from '../journey/route-for-user-state';
import { companyInformationSchema, storeDetailsSchema } from './business-schemas';
import type { ValidationContext } from '../schemas/check-context';
import { locationsSchema } from './locations.schema';
import { ownersSchema } from './owners.schema';
import { parseWithSchema } from '../schemas/parse-section';
import { sectionDataOf } from '../schemas/section-data';
import { validationContextOf } from '../schemas/validation-context';
import { emptyFormCompletedState, type FormCompletedState } from '../session/form-completion';
import { SECTION_ROUTES, firstIncompleteSection, type BusinessSection } from './accordion';
import { businessDetailsComplete } from './stepper';

/** What the business forms change in the merchant being onboarded. */
export type DraftChanges = Partial<
  Pick<
    Merchant,
    'companyInformation' | 'storeDetails' | 'owners' | 'locations' | 'storeLocationsFile'
  >
> & { agreementAccepted?: boolean };

/** The flags a section's submit asks the server to set (doc 1 §3 "formCompletion flags"). */
export function sectionCompletionFlags(
  section: BusinessSection,
  merchant: Merchant,
): Partial<FormCompletedState> {
  const forms = merchant.formCompletion;
  switch (section) {
    case 'companyInformation':
      return { companyInfoForm: true };
    case 'storeDetails':
      return { storeDetailsForm: true };
    case 'beneficialOwners':
      // The owners close the business details: the store flag vouches for all of them.
      return {
        businessOwnerForm: true,
        agreementAccepted: forms.agreementAccepted,
        storeForm: forms.storeForm || (forms.companyInfoForm && forms.storeDetailsForm),
      };
  }
}

/**
 * The save of one section: every business section as drafted that `role` may send (decision
 * 0258), only that section's flags.
 */
export function sectionSavePayload(
  section: BusinessSection,
  merchant: Merchant,
  role: ViewerRole = 'accountOwner',
): SavePayload {
  return payloadForRole(
    {
      ...savePayload(merchant),
      formCompletionData: {
        ...emptyFormCompletedState(),
        ...sectionCompletionFlags(section, merchant),
      },
    },
    role,
  );
}

type BusinessErrorSection = 'companyInformation' | 'storeDetails' | 'locations' | 'owners';

/**
 * The schemas of the business error sections, the same as the server's (validate-section.ts);
 * only these, so the business details page loads no lead, bank or support rules.
 */
const BUSINESS_SCHEMA_OF: Readonly<
  Record<BusinessErrorSection, (context: ValidationContext) => v.GenericSchema<unknown, unknown>>
> = {
  companyInformation: companyInformationSchema as never,
  storeDetails: storeDetailsSchema as never,
  locations: locationsSchema as never,
  owners: ownersSchema as never,
};

/** The error sections each business section's submit is checked by. */
const ERROR_SECTIONS_OF: Readonly<Record<BusinessSection, readonly BusinessErrorSection[]>> = {
  companyInformation: ['companyInformation'],
  storeDetails: ['storeDetails', 'locations'],
  beneficialOwners: ['owners'],
};

/**
 * The errors of a section as submitted, checked with the same schemas as the server before
 * anything is sent (doc 2 §5); empty when it may be saved.
 */
export function submissionErrors(section: BusinessSection, merchant: Merchant): ValidationErrors {
  const context = validationContextOf(merchant);
  const data = sectionDataOf(merchant);
  const errors: ValidationErrors = {};
  for (const errorSection of ERROR_SECTIONS_OF[section]) {
    const schema = BUSINESS_SCHEMA_OF[errorSection](context);
    const found = parseWithSchema(errorSection, schema, data[errorSection]).errors;
    if (Object.keys(found).length > 0) errors[errorSection] = found;
  }
  return errors;
}

/** The merchant with a form's changes in (the agreement box is a completion flag). */
export function merchantWithChanges(
  merchant: Merchant,
  changes: DraftChanges | undefined,
): Merchant {
  if (!changes) return merchant;
  const { agreementAccepted, ...sections } = changes;
  return {
    ...merchant,
    ...sections,
    formCompletion:
      agreementAccepted === undefined
        ? merchant.formCompletion
        : { ...merchant.formCompletion, agreementAccepted },
  };
}

/**
 * Where the merchant goes after a save (doc 1 §2 "Post-lead step routing"): the next incomplete
 * business section, or once the three are done the next step (the bank step).
 */
export function placeAfterSave(forms: FormCompletedState): {
  section: BusinessSection;
  route: string;
} {
  const section = firstIncompleteSection(forms);
  return {
    section,
    route: businessDetailsComplete(forms) ? postLeadRoute(forms) : SECTION_ROUTES[section],
  };
}
