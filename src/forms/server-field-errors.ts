/**
 * The one bridge from a machine's server field errors (doc 2 §8 codes, held in the machine's
 * context) to react-hook-form: the map is handed to `useForm({ errors })`, which shows each error
 * under its field and clears it when the machine drops it. No effect copies machine data into the
 * form. The same map object gives the same errors, so a new render does not reset them.
 */
import { useMemo } from 'react';
import type { FieldErrors, FieldValues } from 'react-hook-form';
import type { FieldError } from '../../domain/errors/field-errors';

export function useServerFieldErrors<T extends FieldValues>(
  serverErrors: Record<string, FieldError> | undefined,
): FieldErrors<T> | undefined {
  return useMemo(() => {
    if (!serverErrors) return undefined;
    const entries = Object.entries(serverErrors).map(([field, error]) => [
      field,
      { type: error.code, message: error.error },
    ]);
    return Object.fromEntries(entries) as FieldErrors<T>;
  }, [serverErrors]);
}
