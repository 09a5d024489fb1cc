import type { CountryCode } from '../countries/country-code';
import { msg, type Message } from '../i18n/message';
import { optionsByCountry, type PickList } from './pick-list';

/** doc 2 §3: the AU entry for merchants who do not know who processes their card payments. */
export const UNKNOWN_ACQUIRER = "I don't know my Acquirer";

/**
 * The card acquirers and terminal providers a merchant chooses from for in-store payments
 * (doc 2 §3: AU about 25 entries including Other and "I don't know my Acquirer", NZ 9, UK 11,
 * US 7, Canada empty). The seeds do not show the entries; these are the merchant acquirers and
 * terminal providers listed by the Reserve Bank of Australia's card payments statistics and
 * providers' own merchant pages (AU), Payments NZ members and the NZ terminal networks (NZ), the
 * UK Cards Association / Payment Systems Regulator market review of card-acquiring services (UK)
 * and the Nilson Report's largest US merchant acquirers (US). "Square" is spelled exactly so,
 * because the sign-up channel switch compares it with the platform (doc 2 §5).
 */
export const ACQUIRERS_BY_COUNTRY = {
  AU: [
    'ANZ Worldline Payment Solutions',
    'Adyen',
    'American Express',
    'Bank of Queensland',
    'Bendigo Bank',
    'Commonwealth Bank',
    'Cuscal',
    'Fiserv',
    'Global Payments',
    'Lightspeed Payments',
    'Macquarie Bank',
    'NAB',
    'PayPal Zettle',
    'Pin Payments',
    'Smartpay',
    'Square',
    'St.George Bank',
    'Stripe',
    'Suncorp Bank',
    'Till Payments',
    'Tyro',
    'Westpac',
    'Windcave',
    'Zeller',
    'Other',
    UNKNOWN_ACQUIRER,
  ],
  NZ: ['ANZ', 'ASB', 'BNZ', 'Kiwibank', 'Smartpay', 'Westpac', 'Windcave', 'Worldline', 'Other'],
  UK: [
    'Adyen',
    'Barclaycard',
    'Dojo',
    'Elavon',
    'Global Payments',
    'Lloyds Cardnet',
    'Square',
    'Stripe',
    'SumUp',
    'Worldpay',
    'Other',
  ],
  US: ['Chase', 'Fiserv (Clover)', 'Global Payments', 'Square', 'Stripe', 'Worldpay', 'Other'],
  CA: [],
} as const satisfies Record<CountryCode, readonly string[]>;

export type Acquirer = (typeof ACQUIRERS_BY_COUNTRY)[CountryCode][number];

/** The acquirers offered to merchants of `country`; empty for Canada. */
export function acquirersFor(country: CountryCode): readonly Acquirer[] {
  return ACQUIRERS_BY_COUNTRY[country];
}

/**
 * What a merchant reads for the entries that are words; the acquirers' names are proper names,
 * shown as they are stored.
 */
export const ACQUIRER_LABELS: Readonly<Partial<Record<Acquirer, Message>>> = {
  Other: msg('picklists.acquirer.other'),
  [UNKNOWN_ACQUIRER]: msg('picklists.acquirer.unknown'),
};

const ACQUIRER_OPTIONS = optionsByCountry(ACQUIRERS_BY_COUNTRY, ACQUIRER_LABELS);

/** The acquirers of `country` as a Select's options; empty for Canada. */
export function acquirerOptionsFor(country: CountryCode): PickList<Acquirer> {
  return ACQUIRER_OPTIONS[country];
}
