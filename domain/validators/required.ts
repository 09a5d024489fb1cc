import { msg } from '../i18n/message';
import type { FieldError } from '../errors/field-errors';
import { clean, fieldError } from './field-error';

/** doc 2 §5: the Required message (the product also reads 'Value required'). */
export const REQUIRED_MESSAGE = msg('validation.required');

/** Fails when the trimmed value is empty. Every other rule lets an empty value pass. */
export function checkRequired(value: string | null | undefined): FieldError | undefined {
  return clean(value) === '' ? fieldError('Required', REQUIRED_MESSAGE) : undefined;
}
