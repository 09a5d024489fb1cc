import * as v from 'valibot';
import type { Message, Text } from '../i18n/message';
import type { FieldError } from '../errors/field-errors';
import { FIELD_ERROR_CODES, type FieldErrorCode } from '../errors/field-errors';
import { FIELD_NORMALISERS, normaliseField } from '../validators/normalise';

/**
 * A text answer: trimmed (doc 1 §3 "Strings are trimmed"); missing or null reads as '', and a
 * number (a JSON client sending numOfStores as 4) as its digits.
 */
export const TextSchema = v.pipe(
  v.nullish(v.union([v.string(), v.number()]), ''),
  v.transform(String),
  v.trim(),
);

/** A checkbox: missing or null reads as unticked. */
export const FlagSchema = v.nullish(v.boolean(), false);

/** A multi-select's options, each trimmed. */
export const OptionsSchema = v.nullish(v.array(TextSchema), []);

/** The shapes built so far, by their fields and kinds (one per kind of record the forms have). */
const shapes = new Map<string, v.GenericSchema<unknown, unknown>>();

/**
 * The object schema of a section, read off its empty record: strings become
 * {@link TextSchema} (identifiers then normalised as domain/validators/normalise says), booleans
 * {@link FlagSchema}, lists {@link OptionsSchema}. Unknown keys are dropped, so the server never
 * stores a field no form has.
 */
export function shapeOf<T extends object>(empty: T): v.GenericSchema<T, T> {
  // Built once per set of fields and kinds: a save reads and validates a dozen records.
  let signature = '';
  for (const [key, value] of Object.entries(empty)) {
    signature += `${key}:${typeof value === 'boolean' ? 'b' : Array.isArray(value) ? 'a' : 't'};`;
  }
  const known = shapes.get(signature);
  if (known) return known as v.GenericSchema<T, T>;
  const shape = buildShape(empty);
  shapes.set(signature, shape as v.GenericSchema<unknown, unknown>);
  return shape;
}

function buildShape<T extends object>(empty: T): v.GenericSchema<T, T> {
  const entries: v.ObjectEntries = Object.fromEntries(
    Object.entries(empty).map(([key, value]) => [
      key,
      typeof value === 'boolean'
        ? FlagSchema
        : Array.isArray(value)
          ? OptionsSchema
          : FIELD_NORMALISERS[key]
            ? v.pipe(
                TextSchema,
                v.transform((text: string) => normaliseField(key, text)),
              )
            : TextSchema,
    ]),
  );
  return v.object(entries) as unknown as v.GenericSchema<T, T>;
}

/** A step of an issue path: a key of an object or a position in a list. */
export type PathStep = string | number;

/** The valibot issue path of `steps` through `root`. */
export function issuePath(
  root: unknown,
  steps: readonly PathStep[],
): [v.IssuePathItem, ...v.IssuePathItem[]] {
  const items: v.IssuePathItem[] = [];
  let input: unknown = root;
  for (const key of steps) {
    const container = (input ?? {}) as Record<string | number, unknown>;
    const value = container[key];
    items.push(
      typeof key === 'number'
        ? { type: 'array', origin: 'value', input: container as unknown as unknown[], key, value }
        : {
            type: 'object',
            origin: 'value',
            input: container as Record<string, unknown>,
            key,
            value,
          },
    );
    input = value;
  }
  return items as [v.IssuePathItem, ...v.IssuePathItem[]];
}

/** One field error to raise at a path of the validated value. */
export interface PathError {
  path: readonly PathStep[];
  error: FieldError;
}

/**
 * A validation action raising every error `collect` finds at once. The field error's code rides
 * in the issue's `expected`, so {@link fieldErrorOfIssue} can give it back. One action raises
 * them all because the form resolver stops a pipe at its first failing action.
 */
export function collectErrors<T>(collect: (value: T) => PathError[]) {
  return v.rawCheck<T>(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    for (const { path, error } of collect(dataset.value)) {
      addIssue({
        message: issueMessageOf(error.error),
        expected: error.code,
        received: 'invalid',
        path: issuePath(dataset.value, path),
      });
    }
  });
}

const isCode = (value: unknown): value is FieldErrorCode =>
  typeof value === 'string' && (FIELD_ERROR_CODES as readonly string[]).includes(value);

/** The field error of a valibot issue: its code, or InvalidFormat for a value of the wrong type. */
export function fieldErrorOfIssue(issue: v.BaseIssue<unknown>): FieldError {
  return {
    code: isCode(issue.expected) ? issue.expected : 'InvalidFormat',
    error: textOfIssueMessage(issue.message),
  };
}

/**
 * An issue's message is a string: a message of the catalogues travels in it as its JSON, marked
 * by a leading NUL no typed text starts with, and comes back whole (a date among its values
 * too, so ICU still formats it as a date).
 */
const MESSAGE_MARK = '\u0000';
const DATE_KEY = '\u0000date';
function issueMessageOf(text: Text): string {
  if (typeof text === 'string') return text;
  return (
    MESSAGE_MARK +
    JSON.stringify(text, function (this: Record<string, unknown>, key: string, value: unknown) {
      const raw = this[key];
      return raw instanceof Date ? { [DATE_KEY]: raw.getTime() } : value;
    })
  );
}
function textOfIssueMessage(message: string): Text {
  if (!message.startsWith(MESSAGE_MARK)) return message;
  return JSON.parse(message.slice(MESSAGE_MARK.length), (_key, value: unknown) =>
    value !== null && typeof value === 'object' && DATE_KEY in value
      ? new Date((value as Record<string, number>)[DATE_KEY] ?? 0)
      : value,
  ) as Message;
}
