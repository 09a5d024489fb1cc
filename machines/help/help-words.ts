/**
 * The words of the support pieces of the onboarding and status pages: the FAQ, the footer, the
 * support links and the Merchant Support form (doc 1 §2 "FAQ button", "Contact Us modal").
 */
import { msg, type Message } from '../../domain/i18n/message';

export const FAQ_TITLE = msg('help.faq.title');

/** doc 1 §1 "Stated claims", as questions a merchant asks. */
export const FAQ_ENTRIES: ReadonlyArray<{ key: string; question: Message; answer: Message }> = [
  {
    key: 'reviewTime',
    question: msg('help.faq.reviewTime.question'),
    answer: msg('help.faq.reviewTime.answer'),
  },
  {
    key: 'customersPay',
    question: msg('help.faq.customersPay.question'),
    answer: msg('help.faq.customersPay.answer'),
  },
  {
    key: 'payout',
    question: msg('help.faq.payout.question'),
    answer: msg('help.faq.payout.answer'),
  },
  {
    key: 'refunds',
    question: msg('help.faq.refunds.question'),
    answer: msg('help.faq.refunds.answer'),
  },
  {
    key: 'signInEmail',
    question: msg('help.faq.signInEmail.question'),
    answer: msg('help.faq.signInEmail.answer'),
  },
];

export const HELP_WORDS = {
  stillNeedHelp: msg('help.faq.stillNeedHelp'),
  contactUs: msg('help.link.contactUs'),
  technicalSupport: msg('help.link.technicalSupport'),
  privacyPolicy: msg('help.footer.privacy'),
  merchantTerms: msg('help.footer.terms'),
} as const;

/** The footer's copyright line; the year is a name here, not an amount to group. */
export const copyrightOf = (year: number, brand: string): Message =>
  msg('help.footer.copyright', { year: String(year), brand });

/** When support answers, as the brand writes it for the merchant's country (doc 1 §9). */
export const supportHoursLine = (hours: string | Message): Message =>
  msg('help.supportHours', { hours });

export const CONTACT_WORDS = {
  title: msg('help.contact.title'),
  intro: msg('help.contact.intro'),
  /** doc 1 §2: "Copy promises a reply within 2-3 business days." */
  replyPromise: msg('help.contact.replyPromise'),
  name: msg('help.contact.name'),
  email: msg('help.contact.email'),
  request: msg('help.contact.request'),
  screenshot: msg('help.contact.screenshot'),
  screenshotPlaceholder: msg('help.contact.screenshotPlaceholder'),
  send: msg('help.contact.send'),
  thanks: msg('help.contact.thanks'),
  close: msg('help.contact.close'),
} as const;
