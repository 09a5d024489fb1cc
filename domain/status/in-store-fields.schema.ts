/**
 * The shape of a POST /api/in-store-fields body (domain/api/in-store-fields-api.ts): `data` with
 * in-store fields only, each text or a number (doc 2 §7: numbers for numOfStores and
 * totalAnnualSalesInStore). What each value must be is the store details schema's business.
 */
import * as v from 'valibot';
import { IN_STORE_FIELDS, type InStoreField } from '../api/in-store-fields-api';

const Value = v.union([
  v.pipe(v.string(), v.trim(), v.maxLength(255)),
  v.pipe(
    v.number(),
    v.finite(),
    v.transform((n) => String(n)),
  ),
]);

export const InStoreFieldsBodySchema = v.strictObject({
  data: v.pipe(
    v.strictObject(
      Object.fromEntries(IN_STORE_FIELDS.map((field) => [field, v.optional(Value)])) as Record<
        InStoreField,
        v.OptionalSchema<typeof Value, undefined>
      >,
    ),
    v.check((data) => Object.keys(data).length > 0, 'No in-store field was sent.'),
  ),
});
