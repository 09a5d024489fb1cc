/**
 * The words of the customer support step, as messages of the support catalogue
 * (locales/<language>/support.json): doc 1 §2 "Customer support form"; the finance contact's are
 * ours (docs/decisions/0093-finance-contact-and-in-store-fields.md).
 */
import { msg } from '../../domain/i18n/message';

export const SUPPORT_COPY = {
  title: msg('support.title'),
  intro: msg('support.intro'),
  financeTitle: msg('support.finance.title'),
  financeIntro: msg('support.finance.intro'),
  submit: msg('support.submit'),
  saving: msg('support.saving'),
  loading: msg('support.loading'),
  loadFailed: msg('support.loadFailed'),
  tryAgain: msg('support.tryAgain'),
} as const;
