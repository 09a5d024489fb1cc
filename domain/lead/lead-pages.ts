import { LEAD_RULES } from './lead-rules';
import { ruleStates } from '../applicability/rule-states';
import type { FieldError } from '../errors/field-errors';
import type { Lead, LeadField } from './lead';
import type { SignUpExperimentGroup } from '../journey/url-params';
import type { ValidationContext } from '../schemas/check-context';
import { LEAD_SPECS } from './lead-checks';
import { ruleErrors } from '../schemas/rule-errors';
import { LEAD_PAGES, type LeadPage } from './lead-page-order';

export { LEAD_PAGES, type LeadPage } from './lead-page-order';

/** The lead fields asked on each page, in the order they are shown. */
export const LEAD_PAGE_FIELDS: Readonly<Record<LeadPage, readonly LeadField[]>> = {
  'business-info': ['registeredCountry', 'storeName', 'industry', 'subIndustry', 'website'],
  'additional-business-info': [
    'salesChannel',
    'contactlessPayment',
    'platform',
    'acquirer',
    'franchisee',
    'franchiseName',
  ],
  'business-size': ['totalAnnualSales', 'totalAnnualSalesInStore', 'numOfStores'],
  contact: ['firstName', 'lastName', 'email', 'phone'],
};

/**
 * doc 1 §2: contact comes first or last by the sign-up variant. The test group (`ob=v2_su`) asks
 * for the contact first; the control group and visitors without a group see it last.
 */
export function leadPageOrder(group: SignUpExperimentGroup | undefined): readonly LeadPage[] {
  const business = LEAD_PAGES.filter((page) => page !== 'contact');
  return group === 'SIGN_UP_TEST' ? ['contact', ...business] : [...business, 'contact'];
}

/** The fields of `page` shown for these answers. */
export function visibleLeadFields(page: LeadPage, lead: Partial<Lead>): LeadField[] {
  const states = ruleStates(LEAD_RULES, lead);
  return LEAD_PAGE_FIELDS[page].filter((field) => states[field].shown);
}

/**
 * doc 1 §2: the errors of the visible inputs of the current page, checked before advancing. The
 * lead schema's errors are filtered to the page's visible fields.
 */
export function leadPageErrors(
  page: LeadPage,
  lead: Partial<Lead>,
  context: ValidationContext = {},
): Partial<Record<LeadField, FieldError>> {
  const errors = ruleErrors(LEAD_RULES, LEAD_SPECS, lead, context);
  const visible = visibleLeadFields(page, lead);
  return Object.fromEntries(
    visible.flatMap((field) => (errors[field] ? [[field, errors[field]]] : [])),
  ) as Partial<Record<LeadField, FieldError>>;
}

/** The page of a lead field. */
export function pageOfLeadField(field: string): LeadPage | undefined {
  return LEAD_PAGES.find((page) => (LEAD_PAGE_FIELDS[page] as readonly string[]).includes(field));
}

/**
 * doc 1 §2: on server field errors the form jumps to the earliest page (in the shown order)
 * holding an erroring field; undefined when no error names a lead field.
 */
export function earliestPageWithError(
  errors: Readonly<Record<string, unknown>> | undefined,
  order: readonly LeadPage[],
): LeadPage | undefined {
  const pages = new Set(Object.keys(errors ?? {}).map(pageOfLeadField));
  return order.find((page) => pages.has(page));
}
