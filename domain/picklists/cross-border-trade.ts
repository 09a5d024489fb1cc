/** interestedInXBT answers: interest in cross-border trade (doc 2 §3). */
export const INTERESTED_IN_XBT = ['Yes', 'Not at this time'] as const;
export type InterestedInXbt = (typeof INTERESTED_IN_XBT)[number];

/** currenciesAvailable, a MultiSelect stored joined with ';' (doc 2 §3, §5). */
export const CURRENCIES_AVAILABLE = ['$AUD', '$CAD', '$NZD', '$USD', '£GBP', '€EUR'] as const;
export type CurrencyAvailable = (typeof CURRENCIES_AVAILABLE)[number];
