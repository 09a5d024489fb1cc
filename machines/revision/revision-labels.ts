/**
 * What a flagged item is called where people read it: the console's request form and history,
 * the merchant's status page and the message of a refused change. The field's own label in the
 * merchant's country (the one the form shows), after its section and, in a list, its place.
 */
import type { CountryCode } from '../../domain/countries/country-code';
import { msg, type Message, type Text } from '../../domain/i18n/message';
import { parseRevisionItemKey, type RevisionSection } from '../../domain/revision/revision-items';
import { BANK_FIELD_LABELS, NZ_UPLOAD_LABEL } from '../bank/bank-copy';
import { SUPPORT_LABELS } from '../customer-support/customer-support-selectors';
import {
  COMPANY_LABELS,
  LOCATION_LABELS,
  localLabel,
  OWNER_LABELS,
  STORE_DETAILS_LABELS,
} from '../forms/field-labels';

/** The title of each section, as its step calls it. */
export const REVISION_SECTION_TITLES: Readonly<Record<RevisionSection, Message>> = {
  companyInformation: msg('revision.section.companyInformation'),
  storeDetails: msg('revision.section.storeDetails'),
  owners: msg('revision.section.owners'),
  locations: msg('revision.section.locations'),
  primaryBank: msg('revision.section.primaryBank'),
  secondaryBank: msg('revision.section.secondaryBank'),
  customerSupport: msg('revision.section.customerSupport'),
};

const PRIMARY_BANK_LABELS: Readonly<Record<string, Text>> = {
  ...BANK_FIELD_LABELS,
  directDebitAgreement: NZ_UPLOAD_LABEL,
};
const SECONDARY_BANK_LABELS: Readonly<Record<string, Text>> = Object.fromEntries(
  Object.entries(PRIMARY_BANK_LABELS).map(([field, label]) => [`${field}2`, label]),
);

/** The fields a reviewer can flag in each section, with their labels. */
export const REVISION_FIELD_LABELS: Readonly<
  Record<RevisionSection, Readonly<Record<string, Text>>>
> = {
  companyInformation: COMPANY_LABELS,
  storeDetails: STORE_DETAILS_LABELS,
  owners: OWNER_LABELS,
  locations: LOCATION_LABELS,
  primaryBank: PRIMARY_BANK_LABELS,
  secondaryBank: SECONDARY_BANK_LABELS,
  customerSupport: SUPPORT_LABELS,
};

/** "Owner 1", "Location 2": a list entry's place, counted from 1 as the forms count them. */
const placeOf = (section: RevisionSection, index: number) =>
  msg(section === 'owners' ? 'revision.place.owner' : 'revision.place.location', {
    number: index + 1,
  });

/** "First · second": two parts of a label. */
const pair = (first: Text, second: Text) => msg('revision.labelPair', { first, second });

/** "Beneficial Owners · Owner 1": the section, and an entry's place in a list. */
export function revisionGroupTitle(section: RevisionSection, index?: number): Message {
  const title = REVISION_SECTION_TITLES[section];
  return index === undefined ? title : pair(title, placeOf(section, index));
}

/** The label of one field of an item, alone (the form's label). */
export function revisionFieldLabel(key: string, country?: CountryCode): Text {
  const ref = parseRevisionItemKey(key);
  if (!ref) return key;
  const label = REVISION_FIELD_LABELS[ref.section][ref.field] ?? ref.field;
  // The label in the country's words ("ZIP code"): an English string has its words replaced, a
  // message that selects on the country is given it.
  return localLabel(label, country);
}

/** "Beneficial Owners · Owner 1 · Government ID (front)". */
export function revisionItemLabel(key: string, country?: CountryCode): Text {
  const ref = parseRevisionItemKey(key);
  if (!ref) return key;
  return pair(revisionGroupTitle(ref.section, ref.index), revisionFieldLabel(key, country));
}

/** "A, B, C": labels one after another, in the reader's language. */
export function revisionLabelList(labels: readonly Text[]): Text {
  if (labels.length === 0) return '';
  return labels
    .slice(1)
    .reduce<Text>(
      (list, label) => msg('revision.listJoin', { first: list, second: label }),
      labels[0]!,
    );
}
