import { describe, expect, it } from 'vitest';
import { autoSwitchSalesChannel } from '../lead/lead-payload';
import { emptyLead } from '../lead/lead';
import { platformUserState, type PlatformUserState } from './platform-user-state';
import { effectiveUserState } from './account-marks';

describe('platformUserState: the state a lead starts in (docs/decisions/0070)', () => {
  const table: Array<[string, string, string, PlatformUserState]> = [
    // salesChannel, platform, acquirer, state
    ['Online Only', 'Squarespace', '', 'SQUARESPACE'],
    ['Online and In-store', 'Squarespace', 'Chase', 'SQUARESPACE'],
    ['In-store Only', 'Squarespace', 'Chase', 'POST_LEAD'],
    ['Online Only', 'Maropost', '', 'MAROPOST'],
    ['Online and In-store', 'Maropost', 'Tyro', 'MAROPOST'],
    ['Online Only', 'Square', '', 'SQUARE_ONLY'],
    ['In-store Only', '', 'Square', 'SQUARE_ONLY'],
    ['Online and In-store', 'Square', 'Square', 'SQUARE_ONLY'],
    ['Online and In-store', 'Square', 'Worldpay', 'SQUARE_AND_MOP'],
    ['Online and In-store', 'Shopify', 'Square', 'SQUARE_AND_MOP'],
    ['In-store Only', 'Square', 'Chase', 'POST_LEAD'],
    ['Online Only', 'Shopify', 'Square', 'POST_LEAD'],
    ['Online Only', 'Shopify', '', 'POST_LEAD'],
    ['Online and In-store', 'WooCommerce', 'Stripe', 'POST_LEAD'],
  ];
  it.each(table)('%s, platform %s, acquirer %s → %s', (salesChannel, platform, acquirer, state) => {
    expect(platformUserState({ salesChannel, platform, acquirer })).toBe(state);
  });

  // After the auto-switch of doc 2 §5, US and AU leads never mix Square with another provider.
  const switched: Array<[string, string, string, PlatformUserState]> = [
    ['US', 'Square', 'Chase', 'POST_LEAD'],
    ['AU', 'Shopify', 'Square', 'POST_LEAD'],
    ['US', 'Square', 'Square', 'SQUARE_ONLY'],
    ['UK', 'Square', 'Worldpay', 'SQUARE_AND_MOP'],
    ['NZ', 'Shopify', 'Square', 'SQUARE_AND_MOP'],
  ];
  it.each(switched)(
    '%s Online and In-store, %s / %s → %s',
    (country, platform, acquirer, state) => {
      const lead = autoSwitchSalesChannel({
        ...emptyLead(),
        registeredCountry: country,
        salesChannel: 'Online and In-store',
        platform,
        acquirer,
      });
      expect(platformUserState(lead)).toBe(state);
    },
  );
});

describe('effectiveUserState: maintenance, then the back office mark, then the stored state', () => {
  const table: Array<[boolean, 'AGENCY' | 'INVALID_COUNTRY' | 'THANK_YOU' | null, string, string]> =
    [
      [false, null, 'POST_LEAD', 'POST_LEAD'],
      [false, null, 'SQUARESPACE', 'SQUARESPACE'],
      [false, 'AGENCY', 'POST_LEAD', 'AGENCY'],
      [false, 'INVALID_COUNTRY', 'SQUARE_ONLY', 'INVALID_COUNTRY'],
      [false, 'THANK_YOU', 'POST_LEAD', 'THANK_YOU'],
      [true, null, 'POST_LEAD', 'MAINTENANCE_MODE'],
      [true, 'AGENCY', 'POST_LEAD', 'MAINTENANCE_MODE'],
    ];
  it.each(table)('maintenance %s, mark %s, stored %s → %s', (maintenance, mark, stored, state) => {
    expect(effectiveUserState({ maintenance, mark, stored: stored as 'POST_LEAD' })).toBe(state);
  });
});
