import { describe, expect, it } from 'vitest';
import { CASH_PAY_ONBOARDING_STATUSES } from '../merchant/merchant-account';
import {
  addCashPayCardStatus,
  cashPageCards,
  cashPayIntegrationCardStatus,
  cashPayOffered,
  cashPayProfileStatusCardStatus,
  cashSidebarStatuses,
  customizeCashPayProfileCardStatus,
  type CashPayFacts,
} from './cash-pay-status';

const bools = [false, true] as const;
const facts = (patch: Partial<CashPayFacts> = {}): CashPayFacts => ({
  cashPayOnboardingStatus: 'NONE',
  cashPayIntegrationComplete: false,
  customizeCashPayProfileComplete: false,
  isEligibleForCashPay: true,
  registeredCountry: 'US',
  cashPayLogoUrl: '',
  cashPayForm: false,
  ...patch,
});

describe('cash-pay integration card (doc 1 §4)', () => {
  it.each([
    ['NONE', false, 'None'],
    ['IN_PROGRESS', false, 'None'],
    ['READY_TO_INSTALL', false, 'InProgress'],
    ['NONE', true, 'Done'],
    ['IN_PROGRESS', true, 'Done'],
    ['READY_TO_INSTALL', true, 'Done'],
  ] as const)('%s, integration complete %s → %s', (status, complete, expected) => {
    expect(
      cashPayIntegrationCardStatus({
        cashPayOnboardingStatus: status,
        cashPayIntegrationComplete: complete,
      }),
    ).toBe(expected);
  });
});

describe('profile status card: NONE and IN_PROGRESS None, READY_TO_INSTALL Reviewing (doc 1 §4)', () => {
  it.each([
    ['NONE', 'None'],
    ['IN_PROGRESS', 'None'],
    ['READY_TO_INSTALL', 'Reviewing'],
  ] as const)('%s → %s', (status, expected) => {
    expect(cashPayProfileStatusCardStatus(status)).toBe(expected);
  });
  it('covers every cash pay onboarding status', () => {
    expect(CASH_PAY_ONBOARDING_STATUSES).toEqual(['NONE', 'IN_PROGRESS', 'READY_TO_INSTALL']);
  });
});

describe('customize profile card (doc 1 §4)', () => {
  const rows = CASH_PAY_ONBOARDING_STATUSES.flatMap((status) =>
    bools.flatMap((integration) =>
      bools.map((customized) => {
        const expected = customized
          ? 'Done'
          : status === 'READY_TO_INSTALL' && integration
            ? 'InProgress'
            : 'None';
        return [status, integration, customized, expected] as const;
      }),
    ),
  );
  it.each(rows)('%s, integration %s, customized %s → %s', (status, integration, customized, e) => {
    expect(
      customizeCashPayProfileCardStatus({
        cashPayOnboardingStatus: status,
        cashPayIntegrationComplete: integration,
        customizeCashPayProfileComplete: customized,
      }),
    ).toBe(e);
  });
  it('the table has one row per input combination', () => expect(rows).toHaveLength(12));
});

describe('cash-pay signup card (AddCashPay)', () => {
  it.each([
    [false, false, 'None'],
    [true, false, 'InProgress'],
    [false, true, 'Done'],
    [true, true, 'Done'],
  ] as const)('eligible %s, cash form %s → %s', (eligible, form, expected) => {
    expect(
      addCashPayCardStatus({
        isEligibleForCashPay: eligible,
        cashPayForm: form,
        registeredCountry: 'US',
      }),
    ).toBe(expected);
  });
  it.each(['AU', 'NZ', 'UK', 'CA', ''])(
    'a %s merchant marked eligible is not under way (doc 1 §1)',
    (country) => {
      expect(
        addCashPayCardStatus({
          isEligibleForCashPay: true,
          cashPayForm: false,
          registeredCountry: country,
        }),
      ).toBe('None');
    },
  );
});

describe('cash sidebar steps (doc 1 §2 AddCashPay, CashPayIntegration, CashPayProfileStatus, CustomizeCashPayProfile)', () => {
  it('a new eligible merchant: only AddCashPay is under way', () => {
    expect(cashSidebarStatuses(facts())).toEqual({
      AddCashPay: 'InProgress',
      CashPayIntegration: 'None',
      CashPayProfileStatus: 'None',
      CustomizeCashPayProfile: 'None',
    });
  });
  it('activated and in progress: the profile status step is under way', () => {
    expect(
      cashSidebarStatuses(facts({ cashPayForm: true, cashPayOnboardingStatus: 'IN_PROGRESS' })),
    ).toEqual({
      AddCashPay: 'Done',
      CashPayIntegration: 'None',
      CashPayProfileStatus: 'InProgress',
      CustomizeCashPayProfile: 'None',
    });
  });
  it('ready to install, integrated and customized: every step is Done', () => {
    const all = cashSidebarStatuses(
      facts({
        cashPayForm: true,
        cashPayOnboardingStatus: 'READY_TO_INSTALL',
        cashPayIntegrationComplete: true,
        customizeCashPayProfileComplete: true,
      }),
    );
    expect(Object.values(all)).toEqual(['Done', 'Done', 'Done', 'Done']);
  });
});

describe('/cash cards (doc 1 §2)', () => {
  const on = { merchantPortalReleaseCashPay: true, merchantPortalReleaseCashPayFeatureSet2: true };
  it.each(
    bools.flatMap((release) =>
      bools.flatMap((set2) => bools.map((eligible) => [release, set2, eligible] as const)),
    ),
  )('card 2 with release %s, feature set 2 %s, eligible %s', (release, set2, eligible) => {
    const flags = {
      merchantPortalReleaseCashPay: release,
      merchantPortalReleaseCashPayFeatureSet2: set2,
    };
    expect(cashPayOffered(flags, { isEligibleForCashPay: eligible, registeredCountry: 'US' })).toBe(
      release && set2 && eligible,
    );
  });
  it.each(['AU', 'NZ', 'UK', 'GB', 'CA', ''])(
    'a %s merchant marked eligible is never offered cash pay, flags on (doc 1 §1, §2)',
    (country) => {
      expect(cashPayOffered(on, { isEligibleForCashPay: true, registeredCountry: country })).toBe(
        false,
      );
      const cards = cashPageCards({
        flags: on,
        facts: facts({ registeredCountry: country }),
        polling: false,
      });
      expect(cards).toMatchObject({ offer: false, activate: false, customize: false });
    },
  );
  it('card 1 is the polling card while the eligibility check polls', () => {
    expect(cashPageCards({ flags: on, facts: facts(), polling: true })).toMatchObject({
      credentials: 'polling',
      offer: false,
      activate: false,
    });
    expect(cashPageCards({ flags: on, facts: facts(), polling: false }).credentials).toBe(
      'credentials',
    );
  });
  it.each([
    [false, '', false],
    [true, '', false],
    [false, 'https://cdn.example.com/logo.png', false],
    [true, 'https://cdn.example.com/logo.png', true],
  ] as const)('card 5 with integration complete %s and logo "%s" → %s', (done, url, shown) => {
    expect(
      cashPageCards({
        flags: on,
        facts: facts({ cashPayIntegrationComplete: done, cashPayLogoUrl: url }),
        polling: false,
      }).profileStatus,
    ).toBe(shown);
  });
  it('card 4 shows once cash pay is activated', () => {
    expect(cashPageCards({ flags: on, facts: facts(), polling: false }).customize).toBe(false);
    expect(
      cashPageCards({ flags: on, facts: facts({ cashPayForm: true }), polling: false }).customize,
    ).toBe(true);
  });
});
