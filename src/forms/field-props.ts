/** What every field component of the forms takes: a visible label, its value and its error. */
export interface FieldProps<V> {
  label: string;
  value: V;
  onChange: (value: V) => void;
  onBlur?: () => void;
  /** The message shown under the field (the form's check or the server's). */
  error?: string | undefined;
  required?: boolean;
  description?: string | undefined;
  readOnly?: boolean;
  name?: string;
}

/** The error to show: the form's own check first, then the server's field error. */
export function shownError(
  local: string | undefined,
  server: { error: string } | undefined,
): string | undefined {
  return local ?? server?.error;
}
