/**
 * Upload fields name a stored file by its path (/api/files/{id}). A save may only name the
 * merchant's own uploads: a file id of another merchant, or anything that is not a stored file,
 * is refused under its field and never kept (the field keeps its saved value).
 */
import type { FieldError } from '../../domain/errors/field-errors';
import { fieldError } from '../../domain/validators/field-error';
import type { Repositories } from '../db/repositories';
import { msg } from '../../domain/i18n/message';

/** Ours: the message of an upload field naming a file that is not the merchant's. */
export const NOT_YOUR_FILE_MESSAGE = msg('business.server.fileNotYours');

/** The upload fields of each part of a save (doc 1 §3). */
export const COMPANY_FILE_FIELDS = ['trustDeed', 'partnershipAgreement', 'proofOfInsurance'];
export const OWNER_FILE_FIELDS = [
  'govId',
  'govIdBackside',
  'certifiedGovIdPrimary',
  'certifiedGovIdSecondary',
];
export const BANK_FILE_FIELDS = ['directDebitAgreement', 'directDebitAgreement2'];

const FILE_PATH = /^\/api\/files\/([A-Za-z0-9_-]{1,64})$/;

/** The stored file id of an upload path, when it is one. */
export function fileIdOf(path: string): string | undefined {
  return FILE_PATH.exec(path.trim())?.[1];
}

/** True when `path` is '' or one of `merchantId`'s own uploads. */
export async function isOwnFile(
  repos: Repositories,
  merchantId: string,
  path: unknown,
): Promise<boolean> {
  if (typeof path !== 'string' || path.trim() === '') return true;
  const id = fileIdOf(path);
  return !!id && !!(await repos.uploads.findOwned(merchantId, id));
}

/**
 * `values` with every upload field that names someone else's file put back to its saved value
 * (from `saved`), and the error of each such field.
 */
export async function withOwnFiles<T extends object>(
  repos: Repositories,
  merchantId: string,
  values: T,
  saved: Partial<T> | undefined,
  fields: readonly string[],
): Promise<{ values: T; errors: Record<string, FieldError> }> {
  const kept = { ...values } as Record<string, unknown>;
  const errors: Record<string, FieldError> = {};
  for (const field of fields) {
    if (!(field in kept) || (await isOwnFile(repos, merchantId, kept[field]))) continue;
    errors[field] = fieldError('InvalidFormat', NOT_YOUR_FILE_MESSAGE);
    kept[field] = (saved as Record<string, unknown> | undefined)?.[field] ?? '';
  }
  return { values: kept as T, errors };
}
