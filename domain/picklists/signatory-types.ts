/** NZ bank signatory types (doc 2 §3, §4 "Bank"). */
export const SIGNATORY_TYPES = ['One Signatory', 'Multiple Signatories'] as const;
export type SignatoryType = (typeof SIGNATORY_TYPES)[number];
