/**
 * A route's contract: the shape of what it accepts (body, query, path parameters) and of what it
 * answers, as valibot schemas shared by the server (checked before the handler runs), the browser
 * (answers the app depends on are checked) and the published API description (GET
 * /api/openapi.json). A request schema checks shape only; field rules stay with the section
 * validators in domain/schemas, so their field-error answers (doc 2 §8) are unchanged.
 */
import * as v from 'valibot';

export type HttpMethod = 'GET' | 'POST';

/** Any valibot schema without async parts. */
export type AnySchema = v.GenericSchema;

export interface RouteContract {
  method: HttpMethod;
  /** The path as the server registers it (`:name` for path parameters). */
  path: string;
  /** One line for the API description. */
  summary: string;
  /** Who may call it: anyone, a signed-in merchant, or signed-in staff. */
  access: 'public' | 'merchant' | 'staff';
  body?: AnySchema;
  /** How the body is sent when it is not JSON (uploads). Not checked by the contract. */
  bodyType?: 'multipart/form-data';
  query?: AnySchema;
  params?: AnySchema;
  /** The success answer (2xx); a route that streams or redirects has none. */
  response?: AnySchema;
  /** The answer sent with a 400 when the request does not match; `{error}` by default. */
  invalid?: Record<string, unknown>;
}

/** The default message of a request that does not match its contract. */
export const REQUEST_SHAPE_ERROR = 'The request is not in the expected form.';

/** The key the server and the tests look a contract up by. */
export const contractKey = (method: string, path: string): string => `${method} ${path}`;

/** valibot's object schemas take a list too; a body that is a list is refused here. */
const NOT_A_LIST = 'Expected a JSON object, not a list';

/** A JSON object (not a list) with `entries`; other fields are let through for the route. */
export function objectOf<const TEntries extends v.ObjectEntries>(entries: TEntries) {
  const schema = v.looseObject(entries);
  return v.pipe(
    schema,
    v.check((value: v.InferOutput<typeof schema>) => !Array.isArray(value), NOT_A_LIST),
  );
}

/** Any JSON object (the fields are checked further by the route's own validators). */
export const jsonObject = objectOf({});

/** A JSON object whose listed fields may be anything (their rules live elsewhere). */
export function objectWith<const TKeys extends readonly string[]>(keys: TKeys) {
  return objectOf(
    Object.fromEntries(keys.map((key) => [key, v.optional(v.unknown())])) as {
      [K in TKeys[number]]: v.OptionalSchema<v.UnknownSchema, undefined>;
    },
  );
}

/** A query whose listed parameters, when given, are single texts (not repeated). */
export function textFields<const TKeys extends readonly string[]>(keys: TKeys) {
  return v.looseObject(
    Object.fromEntries(keys.map((key) => [key, v.optional(v.string())])) as {
      [K in TKeys[number]]: v.OptionalSchema<v.StringSchema<undefined>, undefined>;
    },
  );
}

/** Every error answer: a clear message, and field errors where a field is at fault. */
export const ErrorAnswer = v.looseObject({
  error: v.string(),
  validation_errors: v.optional(v.looseObject({})),
});

/** `{ok: true}` style acknowledgements and other answers the browser only needs to be an object. */
export const AnyObjectAnswer = v.looseObject({});
