import { msg, type Message } from '../i18n/message';
import { labelledOptionsOf, type PickList } from './pick-list';

/** NZ bank signatory types (doc 2 §3, §4 "Bank"). */
export const SIGNATORY_TYPES = ['One Signatory', 'Multiple Signatories'] as const;
export type SignatoryType = (typeof SIGNATORY_TYPES)[number];

/** What a merchant reads for each type; the stored value stays the English one. */
export const SIGNATORY_TYPE_LABELS: Readonly<Record<SignatoryType, Message>> = {
  'One Signatory': msg('picklists.signatoryType.one'),
  'Multiple Signatories': msg('picklists.signatoryType.multiple'),
};

/** The signatory types as a Select's options. */
export const SIGNATORY_TYPE_OPTIONS: PickList<SignatoryType> = labelledOptionsOf(
  SIGNATORY_TYPES,
  SIGNATORY_TYPE_LABELS,
);
