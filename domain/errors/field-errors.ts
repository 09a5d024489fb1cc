/**
 * Field error codes and the shape of `validation_errors` (doc 2 §8). The same map is produced by
 * the browser's validation and returned by the server, so a view can show either under its field.
 */
import type { Text } from '../i18n/message';

export const FIELD_ERROR_CODES = [
  'FieldMismatch',
  'InvalidFormat',
  'InvalidLength',
  'InvalidCompanyNumber',
  'InvalidEmail',
  'InvalidPhone',
  'InvalidWebsite',
  'InvalidTypeNumber',
  'Required',
] as const;
export type FieldErrorCode = (typeof FIELD_ERROR_CODES)[number];

/**
 * One field's error: the catalogue code and the message shown under the field. Rules give the
 * message to say; the server's answer carries it said in the merchant's language.
 */
export interface FieldError {
  code: FieldErrorCode;
  error: Text;
}

/** Sections errors are collected and cleared by (doc 2 §8). */
export const ERROR_SECTIONS = [
  'cashPay',
  'companyInformation',
  'customerSupport',
  'lead',
  'locations',
  'owners',
  'primaryBank',
  'secondaryBank',
  'storeDetails',
] as const;
export type ErrorSection = (typeof ERROR_SECTIONS)[number];

/**
 * Field name → error, per section. Owner keys are `bo_{index}_{field}` (doc 2 §5); location keys
 * are `loc_{index}_{field}` in the same style.
 */
export type ValidationErrors = Partial<Record<ErrorSection, Record<string, FieldError>>>;

export const ownerErrorKey = (index: number, field: string): string => `bo_${index}_${field}`;
export const locationErrorKey = (index: number, field: string): string => `loc_${index}_${field}`;

/** True when the map holds at least one field error. */
export function hasFieldErrors(errors: ValidationErrors | undefined): boolean {
  return (
    !!errors && Object.values(errors).some((section) => section && Object.keys(section).length > 0)
  );
}
