/**
 * Yes/No answers: contactlessPayment, franchisee, hasConstitution, hasShareholderAgreement,
 * isMall, isResidence, multiTerminal and the other RadioInput fields (doc 1 §3, doc 2 §3).
 */
export const YES_NO = ['Yes', 'No'] as const;
export type YesNo = (typeof YES_NO)[number];

/** doc 2 §3: hasConstitution and hasShareholderAgreement default to No; doc 1 §3: multiTerminal too. */
export const DEFAULT_NO: YesNo = 'No';

/** contactlessPayment answers (doc 2 §3). */
export const CONTACTLESS_PAYMENT_ANSWERS = YES_NO;
export type ContactlessPayment = YesNo;

/** True for a stored 'Yes'. */
export function isYes(value: string | undefined): boolean {
  return value === 'Yes';
}
