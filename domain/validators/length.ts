import { msg, type Message } from '../i18n/message';
import type { FieldError } from '../errors/field-errors';
import { clean, fieldError } from './field-error';

/** doc 2 §5 "Min / max length". */
export const minLengthMessage = (n: number): Message => msg('validation.minLength', { min: n });
/** doc 2 §5 "Min / max length". */
export const maxLengthMessage = (n: number): Message => msg('validation.maxLength', { max: n });
/** doc 2 §5 "Exact length". */
export const exactLengthMessage = (n: number): Message =>
  msg('validation.exactLength', { length: n });

/** Fails when a non-empty value is shorter than `min` characters. */
export function checkMinLength(value: string, min: number): FieldError | undefined {
  const v = clean(value);
  return v !== '' && v.length < min
    ? fieldError('InvalidLength', minLengthMessage(min))
    : undefined;
}

/** Fails when the value is longer than `max` characters. */
export function checkMaxLength(value: string, max: number): FieldError | undefined {
  return clean(value).length > max ? fieldError('InvalidLength', maxLengthMessage(max)) : undefined;
}

/** Fails when a non-empty value is not exactly `n` characters. */
export function checkExactLength(value: string, n: number): FieldError | undefined {
  const v = clean(value);
  return v !== '' && v.length !== n
    ? fieldError('InvalidLength', exactLengthMessage(n))
    : undefined;
}
