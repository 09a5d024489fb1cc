import type * as v from 'valibot';
import type { ErrorSection, FieldError } from '../errors/field-errors';
import type { ValidationContext } from './check-context';
import { locationsSchema } from '../business-details/locations.schema';
import { ownersSchema } from '../business-details/owners.schema';
import {
  cashPaySchema,
  companyInformationSchema,
  customerSupportSchema,
  leadSchema,
  primaryBankSchema,
  secondaryBankSchema,
  storeDetailsSchema,
} from './section-schemas';
import { errorKeyOf, parseWithSchema, type SectionResult } from './parse-section';

/** The schema of each section errors are collected by (doc 2 §8). */
const SCHEMA_OF: Record<
  ErrorSection,
  (context: ValidationContext) => v.GenericSchema<unknown, unknown>
> = {
  lead: leadSchema as never,
  companyInformation: companyInformationSchema as never,
  storeDetails: storeDetailsSchema as never,
  owners: ownersSchema as never,
  locations: locationsSchema as never,
  primaryBank: primaryBankSchema as never,
  secondaryBank: secondaryBankSchema as never,
  customerSupport: customerSupportSchema as never,
  cashPay: cashPaySchema as never,
};

/** The schema the form and the server both use for `section`. */
export function schemaFor(
  section: ErrorSection,
  context: ValidationContext = {},
): v.GenericSchema<unknown, unknown> {
  return SCHEMA_OF[section](context);
}

export { errorKeyOf, parseWithSchema, type SectionResult };

/** Validates one section's data with its schema and gives the output or the error map. */
export function parseSection(
  section: ErrorSection,
  data: unknown,
  context: ValidationContext = {},
): SectionResult {
  return parseWithSchema(section, schemaFor(section, context), data);
}

/** The error map of one section's data; empty when it is valid. */
export function validateSection(
  section: ErrorSection,
  data: unknown,
  context: ValidationContext = {},
): Record<string, FieldError> {
  return parseSection(section, data, context).errors;
}
