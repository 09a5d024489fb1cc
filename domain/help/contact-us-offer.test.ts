import { describe, expect, it } from 'vitest';
import {
  ANNUAL_SALES_BANDS_AU_NZ,
  ANNUAL_SALES_BANDS_UK,
  ANNUAL_SALES_BANDS_US_CA,
} from '../picklists/annual-sales-bands';
import {
  isAboveLowSalesBand,
  isContactUsRoute,
  supportLinkFor,
  type ContactUsInput,
} from './contact-us-offer';

type Flags = ContactUsInput['flags'];
const flags = (modal: boolean, over100K: boolean, footer: boolean): Flags => ({
  merchantPortalReleaseEnableContactUsModal: modal,
  merchantPortalReleaseEnableContactUsOver100K: over100K,
  merchantPortalReleaseEnableContactUsFooter: footer,
});
const ALL_ON = flags(true, true, true);
const OWNER = 'account.manager@provider.example';

describe('support link (doc 1 §6)', () => {
  // The rule, one row per clause: [name, input, expected].
  it.each<[string, Partial<ContactUsInput>, 'contactUs' | 'technicalSupport']>([
    ['low AU/NZ band, modal flag on', { totalAnnualSales: '$0-$100K' }, 'contactUs'],
    ['low US/CA band, modal flag on', { totalAnnualSales: 'Under $100,000' }, 'contactUs'],
    ['low UK band, modal flag on', { totalAnnualSales: 'Up to £100k' }, 'contactUs'],
    [
      'low band, no owner needed',
      { totalAnnualSales: '$0-$100K', opportunityOwnerEmail: '' },
      'contactUs',
    ],
    [
      'low band, modal flag off',
      { totalAnnualSales: '$0-$100K', flags: flags(false, true, true) },
      'technicalSupport',
    ],
    [
      'over 100K with an owner, over-100K flag on',
      { totalAnnualSales: '$55M+', opportunityOwnerEmail: OWNER },
      'contactUs',
    ],
    [
      'over 100K (US) with an owner',
      { totalAnnualSales: 'Over $301 Million', opportunityOwnerEmail: OWNER },
      'contactUs',
    ],
    [
      'over 100K (UK) with an owner',
      { totalAnnualSales: '£100k-£250k', opportunityOwnerEmail: OWNER },
      'contactUs',
    ],
    [
      'over 100K without an owner',
      { totalAnnualSales: '$55M+', opportunityOwnerEmail: '' },
      'technicalSupport',
    ],
    [
      'over 100K with a blank owner',
      { totalAnnualSales: '$55M+', opportunityOwnerEmail: '  ' },
      'technicalSupport',
    ],
    [
      'over 100K, over-100K flag off',
      { totalAnnualSales: '$55M+', opportunityOwnerEmail: OWNER, flags: flags(true, false, true) },
      'technicalSupport',
    ],
    [
      'over 100K, only the modal flag on',
      {
        totalAnnualSales: '$1M-$2.5M',
        opportunityOwnerEmail: OWNER,
        flags: flags(true, false, false),
      },
      'technicalSupport',
    ],
    [
      'low band with only the over-100K flag on',
      {
        totalAnnualSales: 'Up to £100k',
        opportunityOwnerEmail: OWNER,
        flags: flags(false, true, true),
      },
      'technicalSupport',
    ],
    ['no sales answer', { totalAnnualSales: '', opportunityOwnerEmail: OWNER }, 'technicalSupport'],
    [
      'a sales value outside every list',
      { totalAnnualSales: 'lots', opportunityOwnerEmail: OWNER },
      'technicalSupport',
    ],
    [
      'footer, low band, footer flag on',
      { source: 'footer', totalAnnualSales: '$0-$100K' },
      'contactUs',
    ],
    [
      'footer, low band, footer flag off',
      { source: 'footer', totalAnnualSales: '$0-$100K', flags: flags(true, true, false) },
      'technicalSupport',
    ],
    [
      'footer, over 100K with owner, footer flag off',
      {
        source: 'footer',
        totalAnnualSales: '$55M+',
        opportunityOwnerEmail: OWNER,
        flags: flags(true, true, false),
      },
      'technicalSupport',
    ],
    [
      'modal ignores the footer flag',
      { source: 'modal', totalAnnualSales: '$0-$100K', flags: flags(true, true, false) },
      'contactUs',
    ],
    ['a status sub-route', { pathname: '/status', totalAnnualSales: '$0-$100K' }, 'contactUs'],
    [
      'an onboarding step under /app',
      { pathname: '/app/onboarding/bank-info', totalAnnualSales: '$0-$100K' },
      'contactUs',
    ],
    ['the lead form', { pathname: '/lead', totalAnnualSales: '$0-$100K' }, 'technicalSupport'],
    ['the cash page', { pathname: '/app/cash', totalAnnualSales: '$0-$100K' }, 'technicalSupport'],
  ])('%s', (_name, overrides, expected) => {
    const input: ContactUsInput = {
      flags: ALL_ON,
      totalAnnualSales: undefined,
      opportunityOwnerEmail: undefined,
      source: 'modal',
      pathname: '/onboarding',
      ...overrides,
    };
    expect(supportLinkFor(input)).toBe(expected);
  });

  // The whole input table: every flag combination, every band of every country (plus empty and
  // unknown), with and without an owner, both sources, three kinds of route.
  const bands = [
    '',
    'unknown band',
    ...ANNUAL_SALES_BANDS_AU_NZ,
    ...ANNUAL_SALES_BANDS_US_CA,
    ...ANNUAL_SALES_BANDS_UK,
  ];
  const everyInput: ContactUsInput[] = [];
  for (const modal of [false, true])
    for (const over100K of [false, true])
      for (const footer of [false, true])
        for (const totalAnnualSales of bands)
          for (const opportunityOwnerEmail of [undefined, '', OWNER])
            for (const source of ['modal', 'footer'] as const)
              for (const pathname of ['/onboarding/store-details', '/status', '/lead'])
                everyInput.push({
                  flags: flags(modal, over100K, footer),
                  totalAnnualSales,
                  opportunityOwnerEmail,
                  source,
                  pathname,
                });

  it(`covers ${everyInput.length} inputs: Contact Us only on onboarding and status routes`, () => {
    for (const input of everyInput) {
      if (!isContactUsRoute(input.pathname)) expect(supportLinkFor(input)).toBe('technicalSupport');
    }
  });

  it('never offers Contact Us with every flag off', () => {
    for (const input of everyInput) {
      const off = { ...input, flags: flags(false, false, false) };
      expect(supportLinkFor(off)).toBe('technicalSupport');
    }
  });

  it('the footer needs the footer flag; the modal does not look at it', () => {
    for (const input of everyInput) {
      const withoutFooter = {
        ...input,
        flags: { ...input.flags, merchantPortalReleaseEnableContactUsFooter: false },
      };
      const withFooter = {
        ...input,
        flags: { ...input.flags, merchantPortalReleaseEnableContactUsFooter: true },
      };
      if (input.source === 'footer') expect(supportLinkFor(withoutFooter)).toBe('technicalSupport');
      else expect(supportLinkFor(withoutFooter)).toBe(supportLinkFor(withFooter));
    }
  });

  it('turning a flag on never takes Contact Us away', () => {
    const names = Object.keys(ALL_ON) as Array<keyof Flags>;
    for (const input of everyInput) {
      if (supportLinkFor(input) !== 'contactUs') continue;
      for (const name of names) {
        expect(supportLinkFor({ ...input, flags: { ...input.flags, [name]: true } })).toBe(
          'contactUs',
        );
      }
    }
  });

  it('Contact Us on a route means a low band with the modal flag, or a higher band, an owner and the over-100K flag', () => {
    for (const input of everyInput) {
      if (supportLinkFor(input) !== 'contactUs') continue;
      const low = [
        ANNUAL_SALES_BANDS_AU_NZ[0],
        ANNUAL_SALES_BANDS_US_CA[0],
        ANNUAL_SALES_BANDS_UK[0],
      ];
      const isLow = low.includes(input.totalAnnualSales as never);
      if (isLow) expect(input.flags.merchantPortalReleaseEnableContactUsModal).toBe(true);
      else {
        expect(input.flags.merchantPortalReleaseEnableContactUsOver100K).toBe(true);
        expect(input.opportunityOwnerEmail).toBe(OWNER);
        expect(isAboveLowSalesBand(input.totalAnnualSales)).toBe(true);
      }
    }
  });

  it.each([
    ['$0-$100K', false],
    ['$100K-$250K', true],
    ['Under $100,000', false],
    ['$100,000 - $500,000', true],
    ['Up to £100k', false],
    ['£80m+', true],
    ['', false],
    [undefined, false],
    ['$100K', false],
  ])('%s is above the low band: %s', (band, expected) => {
    expect(isAboveLowSalesBand(band)).toBe(expected);
  });
});
