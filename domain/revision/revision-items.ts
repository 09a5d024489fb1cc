/**
 * What a reviewer can flag: one field of a saved section, an owner's or a location's field by
 * its place in the list, or an uploaded document (a file field). An item is named by its key,
 * `section.field` or `section.index.field` (`owners.0.govId`), the same in the console, the
 * store, the merchant's forms and the 409 of a refused change.
 */
export const REVISION_SECTIONS = [
  'companyInformation',
  'storeDetails',
  'owners',
  'locations',
  'primaryBank',
  'secondaryBank',
  'customerSupport',
] as const;
export type RevisionSection = (typeof REVISION_SECTIONS)[number];

/** Sections kept as lists: their items name an entry by its index. */
export const LIST_SECTIONS: readonly RevisionSection[] = ['owners', 'locations'];

/** The file fields of each section (doc 1 §3): flagging one asks for a new upload. */
export const DOCUMENT_FIELDS: Readonly<Partial<Record<RevisionSection, readonly string[]>>> = {
  companyInformation: ['trustDeed', 'partnershipAgreement', 'proofOfInsurance'],
  owners: ['govId', 'govIdBackside', 'certifiedGovIdPrimary', 'certifiedGovIdSecondary'],
  primaryBank: ['directDebitAgreement'],
  secondaryBank: ['directDebitAgreement2'],
};

/**
 * Fields that change with a flagged one: a new account number is typed twice, so flagging the
 * number opens its confirmation as well.
 */
export const COMPANION_FIELDS: Readonly<Record<string, readonly string[]>> = {
  account: ['confirmAccount'],
  account2: ['confirmAccount2'],
  canadaChequingAccount: ['confirmCanadaChequingAccount'],
  canadaChequingAccount2: ['confirmCanadaChequingAccount2'],
};

export interface RevisionItemRef {
  section: RevisionSection;
  /** The owner's or the location's place in its list (from 0); absent for other sections. */
  index?: number;
  field: string;
}

const FIELD_NAME = /^[A-Za-z][A-Za-z0-9]{0,63}$/;
const MAX_LIST_INDEX = 49;

export function isRevisionSection(value: unknown): value is RevisionSection {
  return typeof value === 'string' && (REVISION_SECTIONS as readonly string[]).includes(value);
}

/** The key of an item: `section.field` or `section.index.field`. */
export function revisionItemKey(ref: RevisionItemRef): string {
  return ref.index === undefined
    ? `${ref.section}.${ref.field}`
    : `${ref.section}.${ref.index}.${ref.field}`;
}

/** The item a key names, or undefined when the key is not one. */
export function parseRevisionItemKey(key: unknown): RevisionItemRef | undefined {
  if (typeof key !== 'string') return undefined;
  const parts = key.split('.');
  const section = parts[0];
  if (!isRevisionSection(section)) return undefined;
  const listed = LIST_SECTIONS.includes(section);
  if (listed !== (parts.length === 3) || (!listed && parts.length !== 2)) return undefined;
  const field = parts[parts.length - 1]!;
  if (!FIELD_NAME.test(field)) return undefined;
  if (!listed) return { section, field };
  const index = Number(parts[1]);
  if (!/^\d{1,2}$/.test(parts[1]!) || index > MAX_LIST_INDEX) return undefined;
  return { section, index, field };
}

/** True when the item asks for a new upload rather than a typed value. */
export function isDocumentItem(ref: RevisionItemRef): boolean {
  return DOCUMENT_FIELDS[ref.section]?.includes(ref.field) ?? false;
}

/** Every key a set of flagged items lets the merchant change: the items and their companions. */
export function openKeysOf(keys: readonly string[]): ReadonlySet<string> {
  const open = new Set<string>();
  for (const key of keys) {
    const ref = parseRevisionItemKey(key);
    if (!ref) continue;
    open.add(key);
    for (const field of COMPANION_FIELDS[ref.field] ?? []) {
      open.add(revisionItemKey({ ...ref, field }));
    }
  }
  return open;
}
