import * as v from 'valibot';
import type { FieldError } from '../errors/field-errors';
import { emptyLocation, type Location } from './location';
import { isInStoreChannel } from '../picklists/sales-channels';
import { fieldError } from '../validators/field-error';
import type { ValidationContext } from '../schemas/check-context';
import { LOCATION_LIST_RULES, LOCATION_RULES } from './owner-rules';
import { LOCATION_SPECS } from './owner-checks';
import { rulePathErrors } from '../schemas/record-schema';
import { ruleErrors } from '../schemas/rule-errors';
import { collectErrors, shapeOf, TextSchema, type PathError } from '../schemas/valibot-shape';
import { msg } from '../i18n/message';

/** doc 2 §5: some location has an error. */
export const LOCATIONS_ERROR_MESSAGE = msg('business.locations.listError');

/** The store locations step: the listed locations, or an uploaded location file instead. */
export interface LocationsForm {
  locations: Location[];
  /** The path of an uploaded store location file; '' when none. */
  storeLocationUpload: string;
}
export type LocationsInput = LocationsForm;
export type LocationsOutput = LocationsForm;

/**
 * The errors of the locations step. Locations are validated only for in-store channels
 * (doc 2 §4); with none listed, the hidden store location file is required.
 */
export function locationsPathErrors(form: LocationsForm, context: ValidationContext): PathError[] {
  if (!isInStoreChannel(context.salesChannel)) return [];
  const errors = form.locations.flatMap((location, index) =>
    rulePathErrors(LOCATION_RULES, LOCATION_SPECS, location, context, ['locations', index]),
  );
  if (errors.length > 0) {
    errors.push({
      path: ['locations', 'root'],
      error: fieldError('Required', LOCATIONS_ERROR_MESSAGE),
    });
  }
  errors.push(...rulePathErrors(LOCATION_LIST_RULES, {}, form, context));
  return errors;
}

/** The store locations step (doc 2 §4, §5). */
export const locationsSchema = (
  context: ValidationContext = {},
): v.GenericSchema<LocationsForm, LocationsForm> =>
  v.pipe(
    v.object({ locations: v.array(shapeOf(emptyLocation())), storeLocationUpload: TextSchema }),
    collectErrors<LocationsForm>((form) => locationsPathErrors(form, context)),
  ) as unknown as v.GenericSchema<LocationsForm, LocationsForm>;

/** Why another location cannot be added yet: a listed location has errors (doc 2 §5). */
export function locationAddError(
  locations: readonly Location[],
  context: ValidationContext = {},
): FieldError | undefined {
  const invalid = locations.some(
    (location) =>
      Object.keys(ruleErrors(LOCATION_RULES, LOCATION_SPECS, location, context)).length > 0,
  );
  return invalid ? fieldError('Required', LOCATIONS_ERROR_MESSAGE) : undefined;
}
