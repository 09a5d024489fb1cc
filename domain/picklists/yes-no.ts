import { msg, type Message } from '../i18n/message';
import { labelledOptionsOf, type PickList } from './pick-list';

/**
 * Yes/No answers: contactlessPayment, franchisee, hasConstitution, hasShareholderAgreement,
 * isMall, isResidence, multiTerminal and the other RadioInput fields (doc 1 §3, doc 2 §3).
 */
export const YES_NO = ['Yes', 'No'] as const;
export type YesNo = (typeof YES_NO)[number];

/** What a merchant reads for each answer (the shared Yes and No); the stored value stays English. */
export const YES_NO_LABELS: Readonly<Record<YesNo, Message>> = {
  Yes: msg('common.yes'),
  No: msg('common.no'),
};

/** The answers as options of a RadioInput, Yes first. */
export const YES_NO_OPTIONS: PickList<YesNo> = labelledOptionsOf(YES_NO, YES_NO_LABELS);

/** doc 2 §3: hasConstitution and hasShareholderAgreement default to No; doc 1 §3: multiTerminal too. */
export const DEFAULT_NO: YesNo = 'No';

/** contactlessPayment answers (doc 2 §3). */
export const CONTACTLESS_PAYMENT_ANSWERS = YES_NO;
export type ContactlessPayment = YesNo;

/** True for a stored 'Yes'. */
export function isYes(value: string | undefined): boolean {
  return value === 'Yes';
}
