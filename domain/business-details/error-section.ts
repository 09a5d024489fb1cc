import type { ErrorSection, ValidationErrors } from '../errors/field-errors';
import type { BusinessSection } from './accordion';

/**
 * doc 1 §2, doc 2 §2: field errors send the merchant to the first of company information,
 * owners, store details that holds one. Locations are part of the store details step.
 */
const ERROR_ORDER: readonly (readonly [BusinessSection, readonly ErrorSection[]])[] = [
  ['companyInformation', ['companyInformation']],
  ['beneficialOwners', ['owners']],
  ['storeDetails', ['storeDetails', 'locations']],
];

/** The section holding the first field error in that order; undefined when none does. */
export function sectionWithErrors(
  errors: ValidationErrors | undefined,
): BusinessSection | undefined {
  const holds = (section: ErrorSection) => Object.keys(errors?.[section] ?? {}).length > 0;
  return ERROR_ORDER.find(([, sections]) => sections.some(holds))?.[0];
}
