import { msg, type Message } from '../i18n/message';
import { labelledOptionsOf, optionsOf, type PickList } from './pick-list';

/** interestedInXBT answers: interest in cross-border trade (doc 2 §3). */
export const INTERESTED_IN_XBT = ['Yes', 'Not at this time'] as const;
export type InterestedInXbt = (typeof INTERESTED_IN_XBT)[number];

/** What a merchant reads for each answer; the stored value stays the English one. */
export const INTERESTED_IN_XBT_LABELS: Readonly<Record<InterestedInXbt, Message>> = {
  Yes: msg('picklists.crossBorder.yes'),
  'Not at this time': msg('picklists.crossBorder.notAtThisTime'),
};

/** The answers as a Select's options. */
export const INTERESTED_IN_XBT_OPTIONS: PickList<InterestedInXbt> = labelledOptionsOf(
  INTERESTED_IN_XBT,
  INTERESTED_IN_XBT_LABELS,
);

/** currenciesAvailable, a MultiSelect stored joined with ';' (doc 2 §3, §5). */
export const CURRENCIES_AVAILABLE = ['$AUD', '$CAD', '$NZD', '$USD', '£GBP', '€EUR'] as const;
export type CurrencyAvailable = (typeof CURRENCIES_AVAILABLE)[number];

/** The currencies as options: a sign and an ISO 4217 code, read the same in every language. */
export const CURRENCIES_AVAILABLE_OPTIONS: PickList<CurrencyAvailable> =
  optionsOf(CURRENCIES_AVAILABLE);
