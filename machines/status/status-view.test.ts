/**
 * The status page's view model against doc 1 §2 "Status page cards" and doc 1 §4 "Cards",
 * "Sidebar step by status" (machines/testing/spec-tables.ts), and the cash parts' gate of
 * doc 1 §2 "Cash status page (/cash) cards", card 2.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_FEATURE_FLAGS } from '../../domain/flags/feature-flags';
import type { OnboardingStatus } from '../../domain/journey/onboarding-status';
import type { PageStatus } from '../../domain/status/page-status';
import { inEnglish } from '../../test/i18n/say-in';
import {
  APPLY_CARD,
  COMPLIANCE_CARD,
  HEADING_BY_STATUS,
  SIDEBAR_IN_REVIEW_ZDO,
  SIDEBAR_ONLINE,
} from '../testing/spec-tables';
import { statusContext } from '../../test/data/status-contexts';
import {
  applyCardView,
  complianceCardView,
  directDebitCardView,
  headingView,
  inStoreCardView,
  statusPageView,
} from './status-view';

const brand = { name: 'Quartet', customerLoginUrl: 'https://www.quartet.example/login' };
const notStarted = { trainingClicked: false, messagingComplete: false };
const page = (patch: Partial<PageStatus> = {}): PageStatus => statusContext(patch);
const cashFlags = {
  ...DEFAULT_FEATURE_FLAGS,
  merchantPortalReleaseCashPay: true,
  merchantPortalReleaseCashPayFeatureSet2: true,
};

describe('the heading (doc 1 §2 "Headings exist for …")', () => {
  it.each(Object.entries(HEADING_BY_STATUS))('%s: %s', (status, situation) => {
    const view = statusPageView(
      page({ onboardingStatus: status as OnboardingStatus }),
      notStarted,
      brand,
    );
    expect(view.heading.situation).toBe(situation);
  });

  it('declined: the seed text word for word and its help article on the brand site', () => {
    expect(inEnglish(headingView('declined', brand))).toEqual({
      situation: 'declined',
      title: 'Your application was declined',
      body: 'Unfortunately we are unable to proceed with your application.',
      helpUrl: 'https://www.quartet.example/help/merchants/why-was-my-application-declined',
    });
  });

  it('all done once messaging is done, named with the brand', () => {
    const view = statusPageView(
      page({ onboardingStatus: 'COMPLETE', merchantId: 'M1' }),
      { trainingClicked: false, messagingComplete: true },
      brand,
    );
    expect(inEnglish(view.heading.title)).toBe('You are all set!');
    expect(inEnglish(view.heading.body)).toBe('Your store is ready to take payments with Quartet.');
    expect(view.heading.helpUrl).toBeNull();
  });
});

describe('the sidebar (doc 1 §4 "Sidebar step by status")', () => {
  it.each(SIDEBAR_ONLINE)(
    '%s, messaging done %s: %s (note %s)',
    (status, messaging, step, note) => {
      const view = statusPageView(
        page({ onboardingStatus: status as OnboardingStatus }),
        { trainingClicked: false, messagingComplete: messaging },
        brand,
      );
      const current = view.sidebar.filter((s) => s.current);
      expect(current).toMatchObject([{ step, current: true, note }]);
      expect(view.sidebar.filter((s) => !s.current).every((s) => s.note === null)).toBe(true);
    },
  );

  it('in review, a ZDO group integrates', () => {
    const view = statusPageView(page({ onboardingGroup: 'ZDO Merchant' }), notStarted, brand);
    expect(view.sidebar.find((s) => s.current)?.step).toBe(SIDEBAR_IN_REVIEW_ZDO);
  });

  it('lists the in-store steps, in journey order, only for in-store merchants', () => {
    const online = statusPageView(page(), notStarted, brand);
    const inStore = statusPageView(page({ salesChannel: 'In-store Only' }), notStarted, brand);
    expect(online.sidebar.map((s) => s.step)).toEqual([
      'Apply',
      'Compliance',
      'Integration',
      'Messaging',
      'Complete',
    ]);
    expect(inStore.sidebar.map((s) => s.step)).toEqual([
      'Apply',
      'Compliance',
      'InStoreTraining',
      'DirectDebit',
      'ActivateInStore',
      'Integration',
      'Messaging',
      'Complete',
    ]);
  });
});

describe('the cards (doc 1 §2 "Status page cards")', () => {
  it('follow the sidebar without Complete, the sidebar current step alone highlighted', () => {
    for (const [status, messaging] of SIDEBAR_ONLINE) {
      const view = statusPageView(
        page({ onboardingStatus: status as OnboardingStatus }),
        { trainingClicked: false, messagingComplete: messaging },
        brand,
      );
      expect(view.cards.map((c) => c.step)).toEqual(
        view.sidebar.map((s) => s.step).filter((s) => s !== 'Complete'),
      );
      const highlighted = view.cards.filter((c) => c.current).map((c) => c.step);
      const current = view.sidebar.find((s) => s.current)!.step;
      expect(highlighted).toEqual(current === 'Complete' ? [] : [current]);
    }
  });

  it.each(Object.entries(APPLY_CARD))('Apply, %s: %s', (status, card) => {
    expect(applyCardView(status as OnboardingStatus).status).toBe(card);
  });

  it.each(Object.entries(COMPLIANCE_CARD))('Compliance, %s: %s', (status, card) => {
    expect(complianceCardView(status as OnboardingStatus, brand).status).toBe(card);
  });

  it('a declined compliance card reads the seed text and links to the help article', () => {
    expect(inEnglish(complianceCardView('INELIGIBLE', brand))).toEqual({
      status: 'Declined',
      badge: 'Failed',
      text: 'Unfortunately we are unable to proceed with your application.',
      declinedHelpUrl: 'https://www.quartet.example/help/merchants/why-was-my-application-declined',
    });
    expect(complianceCardView('IN_REVIEW', brand).declinedHelpUrl).toBeNull();
  });

  it('Direct Debit speaks the country’s spelling', () => {
    const approved = {
      onboardingStatus: 'READY_TO_INSTALL' as const,
      inStoreTrainingComplete: true,
    };
    expect(
      inEnglish(directDebitCardView(page({ ...approved, registeredCountry: 'UK' }), false)),
    ).toEqual({
      status: 'InProgress',
      doneText: 'Direct debit is authorised.',
      instruction:
        'Authorise the direct debit we use for in-store fees and refunds, then mark this step as done.',
    });
    const us = directDebitCardView(page({ ...approved, registeredCountry: 'US' }), true);
    expect(inEnglish([us.status, us.doneText])).toEqual(['Done', 'Direct debit is authorized.']);
  });

  it('Activate in-store by e-mail: the notice once approved with direct debit, else what comes first', () => {
    const byEmail = page({
      onboardingStatus: 'READY_TO_INSTALL',
      inStoreDirectDebitAuthorized: true,
      registeredCountry: 'US',
    });
    expect(inStoreCardView(byEmail, false)).toMatchObject({
      kind: 'byEmail',
      status: 'RequiresAttention',
      emailNotice: true,
    });
    expect(
      inEnglish(inStoreCardView({ ...byEmail, inStoreDirectDebitAuthorized: false }, false)),
    ).toEqual({
      kind: 'byEmail',
      status: 'None',
      emailNotice: false,
      text: 'We will email you how to activate in-store payments once direct debit is authorized.',
    });
  });

  it('Activate in-store self-serve: Done once every store is activated', () => {
    const ready = page({
      onboardingStatus: 'READY_TO_INSTALL',
      isEligibleForInStoreSelfServeActivation: true,
      storeLocations: [{ id: 's1', label: 'Store 1', locationName: 'Main street' }],
      inStoreTrainingComplete: true,
      inStoreDirectDebitAuthorized: true,
    } as Partial<PageStatus>);
    expect(inStoreCardView(ready, false)).toEqual({ kind: 'selfServe', status: 'InProgress' });
    expect(inStoreCardView(ready, true)).toEqual({ kind: 'selfServe', status: 'Done' });
  });
});

describe('the cash parts (doc 1 §2 card 2: both cash flags and isEligibleForCashPay; §1 the US)', () => {
  const eligible = { isEligibleForCashPay: true, flags: cashFlags, registeredCountry: 'US' };
  it.each([
    ['no flags given (feature set 2 off by default)', { isEligibleForCashPay: true }],
    ['not eligible', { flags: cashFlags, registeredCountry: 'US' }],
    ['an Australian merchant marked eligible', { ...eligible, registeredCountry: 'AU' }],
    ['a Canadian merchant marked eligible', { ...eligible, registeredCountry: 'CA' }],
    ['a UK merchant marked eligible', { ...eligible, registeredCountry: 'UK' }],
    [
      'the release flag off',
      { ...eligible, flags: { ...cashFlags, merchantPortalReleaseCashPay: false } },
    ],
  ])('hidden with %s', (_, patch) => {
    const view = statusPageView(page(patch as Partial<PageStatus>), notStarted, brand);
    expect([view.cashSteps, view.cashCards]).toEqual([null, []]);
  });

  it('offered: the signup card and the four cash steps with their statuses, in the seed order', () => {
    const view = statusPageView(page(eligible), notStarted, brand);
    expect(view.cashCards).toEqual(['cashSignup']);
    expect(inEnglish(view.cashSteps)).toEqual([
      {
        step: 'AddCashPay',
        label: 'Add Cash App Pay',
        status: 'InProgress',
        statusLabel: 'In progress',
      },
      {
        step: 'CashPayIntegration',
        label: 'Cash App Pay integration',
        status: 'None',
        statusLabel: 'Inactive',
      },
      {
        step: 'CashPayProfileStatus',
        label: 'Cash App Pay profile status',
        status: 'None',
        statusLabel: 'Inactive',
      },
      {
        step: 'CustomizeCashPayProfile',
        label: 'Customize Cash App Pay profile',
        status: 'None',
        statusLabel: 'Inactive',
      },
    ]);
  });

  it('the Shopify checkout step once the cash form was sent, for Shopify stores only', () => {
    const sent = (platform: string) =>
      statusPageView(
        page({
          ...eligible,
          platform,
          formCompletedState: { ...statusContext().formCompletedState, cashPayForm: true },
        }),
        notStarted,
        brand,
      ).cashCards;
    expect(sent('Shopify')).toEqual(['cashSignup', 'cashCheckout']);
    expect(sent('WooCommerce')).toEqual(['cashSignup']);
  });
});
