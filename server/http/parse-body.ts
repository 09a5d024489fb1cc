/** Body validation with valibot: the schema decides, the route only reads the typed result. */
import * as v from 'valibot';

/** The parsed body, or undefined when it does not match `schema` (including non-objects). */
export function parseBody<TSchema extends v.GenericSchema>(
  schema: TSchema,
  body: unknown,
): v.InferOutput<TSchema> | undefined {
  const result = v.safeParse(schema, body);
  return result.success ? result.output : undefined;
}
