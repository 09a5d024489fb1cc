/**
 * The save payload (domain/business-details/save-payload) read back into the forms' shapes, so the server
 * validates with the same schemas as the browser: dates of birth from yyyy-MM-dd to the country's
 * mask, numbers as text, multi-selects as lists, an AU/NZ Health industry code as its sub-industry
 * (the inverse of the payload mapping, doc 2 §7). A section is merged field by field over what is
 * saved, so a field the request leaves out keeps its saved value. A value of the wrong kind (an
 * object where text belongs) makes the whole request malformed: undefined.
 */
import * as v from 'valibot';
import { toCountryCode } from '../../domain/countries/country-code';
import { isoToDob } from '../../domain/masks/date-of-birth';
import {
  emptyLocation,
  locationLabel,
  type Location,
} from '../../domain/business-details/location';
import { emptyOwner, type Owner } from '../../domain/business-details/owner';
import { HEALTH_SUB_INDUSTRIES } from '../../domain/picklists/health-sub-industries';
import { shapeOf } from '../../domain/schemas/valibot-shape';
import { splitMultiSelect } from '../../domain/validators/pick-list';

/** No form field holds more; longer text is not a form's answer. */
export const MAX_VALUE_LENGTH = 2000;

type Values = Record<string, unknown>;

const isPlainObject = (value: unknown): value is Values =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The sent fields the form has, multi-selects sent joined by ';' split back into lists. */
function knownFields(empty: object, sent: Values): Values {
  const picked: Values = {};
  for (const [field, emptyValue] of Object.entries(empty)) {
    if (!Object.hasOwn(sent, field)) continue;
    const value = sent[field];
    if (typeof value === 'string' && value.length > MAX_VALUE_LENGTH) return { [field]: {} };
    picked[field] =
      Array.isArray(emptyValue) && typeof value === 'string' ? splitMultiSelect(value) : value;
  }
  return picked;
}

/**
 * A section sent as a field map, merged over `saved` and checked for kinds; undefined when it is
 * not a field map or a value has the wrong kind.
 */
export function sectionOfPayload<T extends object>(
  empty: T,
  sent: unknown,
  saved: T = empty,
): T | undefined {
  if (!isPlainObject(sent)) return undefined;
  const result = v.safeParse(shapeOf(empty), { ...saved, ...knownFields(empty, sent) });
  return result.success ? result.output : undefined;
}

/** The store details as sent: the sub-industry code read back as its name. */
export function storeValuesOfPayload(sent: unknown): unknown {
  if (!isPlainObject(sent)) return sent;
  const health = HEALTH_SUB_INDUSTRIES.find((s) => s.industryCode === sent.subIndustry);
  return health ? { ...sent, subIndustry: health.value } : sent;
}

/** A list of records sent; undefined when it is not a list of field maps or is too long. */
function listOfPayload<T extends object>(
  sent: unknown,
  maxLength: number,
  read: (item: Values, index: number) => T | undefined,
): T[] | undefined {
  if (!Array.isArray(sent) || sent.length > maxLength) return undefined;
  const items: T[] = [];
  for (const [index, item] of sent.entries()) {
    const read_ = isPlainObject(item) ? read(item, index) : undefined;
    if (!read_) return undefined;
    items.push(read_);
  }
  return items;
}

/**
 * The owners as sent, each with its date of birth in the country's mask. `maxLength` bounds the
 * list before the owner rules are applied (a longer list is malformed).
 */
export function ownersOfPayload(
  sent: unknown,
  registeredCountry: string,
  maxLength: number,
): Owner[] | undefined {
  const country = toCountryCode(registeredCountry);
  return listOfPayload(sent, maxLength, (item) => {
    const dob = typeof item.dob === 'string' && country ? isoToDob(item.dob, country) : undefined;
    return sectionOfPayload(emptyOwner(), dob ? { ...item, dob } : item);
  });
}

/** The most store locations one save may list. */
export const MAX_LOCATIONS = 200;

/** The locations as sent, labelled by position. */
export function locationsOfPayload(sent: unknown): Location[] | undefined {
  return listOfPayload(sent, MAX_LOCATIONS, (item, index) => {
    const location = sectionOfPayload(emptyLocation(index), item);
    return location && { ...location, label: locationLabel(index) };
  });
}
