/** The language call (docs/decisions/0267-french-for-canadian-merchants.md). */
import type { Language } from '../i18n/language';

export const I18N_API = {
  /**
   * POST {language}: keeps the language the person chose for the portal and its e-mails, by the
   * e-mail of their session; a visitor whose session holds no e-mail yet keeps it in the browser.
   */
  language: '/api/language',
} as const;

export interface LanguageRequest {
  language: Language;
}

export interface LanguageResponse {
  language: Language;
  /** False when the session holds no e-mail to keep it for. */
  stored: boolean;
}

/**
 * How the server picks the language of its answers, as the API description says it: the first
 * tag of Accept-Language that is one of the portal's languages (`en`, `fr-CA`; `fr-ca` and
 * `fr_CA` are read as `fr-CA`), English otherwise. Codes and field keys never change with it.
 */
export const ANSWER_LANGUAGE_RULE =
  "Answers are in the language named by Accept-Language when it names one of the portal's languages (en, fr-CA), and in English otherwise; the portal's own client sends the merchant's language on every call. Only message texts change with the language: codes, field keys and stored values do not.";
