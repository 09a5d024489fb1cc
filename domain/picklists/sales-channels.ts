import type { CountryCode } from '../countries/country-code';
import { msg, type Message } from '../i18n/message';
import { labelledOptionsOf, type PickList } from './pick-list';

/** Sales channels, default first (doc 1 §3, doc 2 §3). */
export const SALES_CHANNELS = ['Online Only', 'In-store Only', 'Online and In-store'] as const;
export type SalesChannel = (typeof SALES_CHANNELS)[number];

/** Every merchant starts online only. */
export const DEFAULT_SALES_CHANNEL: SalesChannel = 'Online Only';

/** doc 2 §3: the channel choice is shown only for AU, NZ, UK and US. */
export const SALES_CHANNEL_CHOICE_COUNTRIES: readonly CountryCode[] = ['AU', 'NZ', 'UK', 'US'];

/** True when merchants of `country` choose a sales channel. */
export function hasSalesChannelChoice(country: CountryCode): boolean {
  return SALES_CHANNEL_CHOICE_COUNTRIES.includes(country);
}

/** The channels a merchant of `country` may hold; Canada allows only Online Only (doc 2 §3). */
export function salesChannelsFor(country: CountryCode): readonly SalesChannel[] {
  return hasSalesChannelChoice(country) ? SALES_CHANNELS : [DEFAULT_SALES_CHANNEL];
}

/** What a merchant reads for each channel; the stored value stays the English one. */
export const SALES_CHANNEL_LABELS: Readonly<Record<SalesChannel, Message>> = {
  'Online Only': msg('picklists.salesChannel.onlineOnly'),
  'In-store Only': msg('picklists.salesChannel.inStoreOnly'),
  'Online and In-store': msg('picklists.salesChannel.onlineAndInStore'),
};

const ALL_CHANNEL_OPTIONS = labelledOptionsOf(SALES_CHANNELS, SALES_CHANNEL_LABELS);
const DEFAULT_CHANNEL_OPTIONS = labelledOptionsOf([DEFAULT_SALES_CHANNEL], SALES_CHANNEL_LABELS);

/** The channels of `country` as a Select's options, default first. */
export function salesChannelOptionsFor(country: CountryCode): PickList<SalesChannel> {
  return hasSalesChannelChoice(country) ? ALL_CHANNEL_OPTIONS : DEFAULT_CHANNEL_OPTIONS;
}

/** True for the channels that sell in a physical store: In-store Only, Online and In-store. */
export function isInStoreChannel(channel: string | undefined): boolean {
  return channel === 'In-store Only' || channel === 'Online and In-store';
}

/** True for the channels that sell online: Online Only, Online and In-store. */
export function isOnlineChannel(channel: string | undefined): boolean {
  return channel === 'Online Only' || channel === 'Online and In-store';
}
