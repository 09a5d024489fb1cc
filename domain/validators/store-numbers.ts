import type { FieldError } from '../errors/field-errors';
import { checkMaxLength } from './length';
import { checkNumber } from './number';

/** Checks numOfStores: a number of at most 5 characters (doc 2 §5, §9). */
export function checkNumOfStores(value: string): FieldError | undefined {
  return checkNumber(value) ?? checkMaxLength(value, 5);
}

/** Checks a location's branchNumber: a number (doc 2 §5). */
export function checkBranchNumber(value: string): FieldError | undefined {
  return checkNumber(value);
}
