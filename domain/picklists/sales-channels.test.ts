import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SALES_CHANNEL,
  hasSalesChannelChoice,
  isInStoreChannel,
  isOnlineChannel,
  salesChannelsFor,
} from './sales-channels';

describe('sales channels (doc 2 §3)', () => {
  it('defaults to Online Only', () => {
    expect(DEFAULT_SALES_CHANNEL).toBe('Online Only');
  });

  it.each([
    ['AU', true, ['Online Only', 'In-store Only', 'Online and In-store']],
    ['NZ', true, ['Online Only', 'In-store Only', 'Online and In-store']],
    ['UK', true, ['Online Only', 'In-store Only', 'Online and In-store']],
    ['US', true, ['Online Only', 'In-store Only', 'Online and In-store']],
    ['CA', false, ['Online Only']],
  ] as const)('%s: choice shown %s, channels %j', (country, choice, channels) => {
    expect(hasSalesChannelChoice(country)).toBe(choice);
    expect(salesChannelsFor(country)).toEqual(channels);
  });

  it.each([
    ['Online Only', false, true],
    ['In-store Only', true, false],
    ['Online and In-store', true, true],
    ['', false, false],
    [undefined, false, false],
  ] as const)('%s: in-store %s, online %s', (channel, inStore, online) => {
    expect(isInStoreChannel(channel)).toBe(inStore);
    expect(isOnlineChannel(channel)).toBe(online);
  });
});
