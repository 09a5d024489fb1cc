/**
 * Masks personal and secret data before a state, event or context leaves the app's memory for an
 * inspector or a log (docs/architecture.md §4: "Logs and the inspector never carry them").
 */

/** What replaces a sensitive value. */
export const REDACTED = '[redacted]';

// Compared against field names lowercased with separators removed (date_of_birth → dateofbirth).
const SENSITIVE_NAME_PARTS = [
  'dateofbirth',
  'birthdate',
  'accountnumber',
  'routing',
  'sortcode',
  'transitnumber',
  'institutionnumber',
  'chequing',
  'iban',
  'secret',
  'password',
  'token',
  'captchapayload',
  'phone',
  'mobile',
  'taxid',
];

// Codes too short to match anywhere inside a name ("businessname" holds "ssn"): they match only as
// the whole name, or at its start or end (ownerSsn, ssnLast4).
const SHORT_CODES = ['ssn', 'dob', 'bsb', 'ein', 'tfn', 'nino'];

// The bank forms name their account numbers `account`, `confirmAccount`, `account2`… (doc 1 §3);
// `merchantAccount` or `accountRequestPending` are not numbers and stay readable.
const ACCOUNT_NUMBER_NAME = /^(confirm)?account\d*$/;

const EMAIL_IN_TEXT = /([A-Za-z0-9._%+'-])[A-Za-z0-9._%+'-]*@([A-Za-z0-9.-]+\.[A-Za-z]{2,})/g;

function isSensitiveName(name: string): boolean {
  const key = name.toLowerCase().replace(/[^a-z0-9]/g, '');
  if (SHORT_CODES.some((code) => key.startsWith(code) || key.endsWith(code))) return true;
  if (ACCOUNT_NUMBER_NAME.test(key)) return true;
  return SENSITIVE_NAME_PARTS.some((part) => key.includes(part));
}

/** `jane.doe@example.com` → `j***@example.com`, for every address inside the text. */
export function maskEmails(text: string): string {
  return text.replace(
    EMAIL_IN_TEXT,
    (_match, first: string, domain: string) => `${first}***@${domain}`,
  );
}

function isPlainObject(value: object): value is Record<string, unknown> {
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

/**
 * A deep copy of `value` with e-mail addresses masked and sensitive fields (SSN, date of birth,
 * account, routing, BSB, sort code, secret keys, tokens, phone numbers) replaced by
 * {@link REDACTED}. Class instances (actor references, DOM nodes) become their class name.
 */
export function sanitiseForInspection(
  value: unknown,
  depth = 0,
  seen = new WeakSet<object>(),
): unknown {
  if (typeof value === 'string') return maskEmails(value);
  if (value === null || typeof value !== 'object') {
    return typeof value === 'function' ? '[function]' : value;
  }
  if (depth > 12 || seen.has(value)) return '[…]';
  seen.add(value);
  if (Array.isArray(value))
    return value.map((item) => sanitiseForInspection(item, depth + 1, seen));
  if (value instanceof Date) return value.toISOString();
  if (value instanceof Error) return { name: value.name, message: maskEmails(value.message) };
  if (!isPlainObject(value)) return `[${value.constructor?.name ?? 'object'}]`;
  const copy: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(value)) {
    copy[name] =
      isSensitiveName(name) && field !== null && field !== undefined && field !== ''
        ? REDACTED
        : sanitiseForInspection(field, depth + 1, seen);
  }
  return copy;
}

/** Sanitises an event or context object, keeping its object shape (for the inspector options). */
export function sanitiseRecord<T extends object>(record: T): T {
  return sanitiseForInspection(record) as T;
}
