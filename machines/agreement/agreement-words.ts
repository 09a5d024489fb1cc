/**
 * The words of the merchant agreement page's frame, as messages of the agreement catalogue; the
 * agreement's own title and body are the provider's, shown as published.
 */
import { msg } from '../../domain/i18n/message';

export const AGREEMENT_WORDS = {
  pageTitle: msg('agreement.pageTitle'),
  tryAgain: msg('agreement.tryAgain'),
} as const;
