/**
 * The cash pay view models against doc 1 §2 "Cash status page (/cash) cards in order", doc 1 §4
 * "Cards" (machines/testing/spec-tables.ts) and doc 2 §2 "Cash form logo Submit is disabled
 * until a logo URL is entered", read from snapshots of the real cash pay machine.
 */
import { describe, expect, it } from 'vitest';
import { AGREEMENT_MESSAGE } from '../../domain/cash-pay/cash-pay-schemas';
import { DEFAULT_FEATURE_FLAGS } from '../../domain/flags/feature-flags';
import type { CashPayOnboardingStatus } from '../../domain/merchant/merchant-account';
import type { PageStatus } from '../../domain/status/page-status';
import { emptyCashForm } from './cash-pay-form';
import { cashPayContextOf, cashPayMachine, type CashPayContext } from './cash-pay.machine';
import {
  cashCheckoutCardView,
  cashFormView,
  cashPageView,
  cashSignupCardView,
} from './cash-pay-view';
import {
  CASH_PAY_INTEGRATION_CARD,
  CASH_PAY_PROFILE_STATUS_CARD,
  CUSTOMIZE_CASH_PAY_PROFILE_CARD,
} from '../testing/spec-tables';
import { statusContext } from '../../test/data/status-contexts';

const cashFlags = {
  ...DEFAULT_FEATURE_FLAGS,
  merchantPortalReleaseCashPay: true,
  merchantPortalReleaseCashPayFeatureSet2: true,
};
const forms = statusContext().formCompletedState;
const page = (patch: Partial<PageStatus> = {}): PageStatus =>
  statusContext({
    isEligibleForCashPay: true,
    flags: cashFlags,
    merchantId: 'M1',
    registeredCountry: 'US',
    ...patch,
  });
const activated = { formCompletedState: { ...forms, cashPayForm: true } };

const context = (patch: Partial<CashPayContext> = {}): CashPayContext => ({
  ...cashPayContextOf({
    released: true,
    agreementAccepted: false,
    activated: false,
    integrationComplete: false,
    customizeComplete: false,
    logoUrl: '',
  }),
  eligible: true,
  ...patch,
});

/** A snapshot of the machine in `value` with `patch` in its context. */
const at = (value: unknown, patch: Partial<CashPayContext> = {}) =>
  cashPayMachine.resolveState({ value: value as never, context: context(patch) });
const eligible = (activation: string, integration = 'signIn', profile = 'editing') => ({
  eligible: { activation, integration, profile },
});

describe('the /cash cards in order (doc 1 §2)', () => {
  it('card 1 polls while the eligibility check runs, and offers nothing yet', () => {
    const view = cashPageView(page(), at('checkingEligibility'));
    expect([view.credentials, view.offer, view.activate]).toEqual(['polling', false, null]);
  });

  it('card 1 shows the credentials with an account, otherwise says they come once approved', () => {
    expect(cashPageView(page(), at(eligible('notActivated'))).credentials).toBe('credentials');
    expect(cashPageView(page({ merchantId: '' }), at(eligible('notActivated'))).credentials).toBe(
      'awaitingApproval',
    );
  });

  it('cards 2 and 3 only where both cash flags and isEligibleForCashPay hold', () => {
    const shown = (patch: Partial<PageStatus>) => {
      const view = cashPageView(page(patch), at(eligible('notActivated')));
      return [view.offer, view.activate !== null];
    };
    expect(shown({})).toEqual([true, true]);
    expect(shown({ isEligibleForCashPay: false })).toEqual([false, false]);
    // doc 1 §1: cash pay is the US cash-app brand's product.
    expect(shown({ registeredCountry: 'AU' })).toEqual([false, false]);
    expect(shown({ registeredCountry: 'NZ' })).toEqual([false, false]);
    expect(
      shown({ flags: { ...cashFlags, merchantPortalReleaseCashPayFeatureSet2: false } }),
    ).toEqual([false, false]);
  });

  it('card 3 activates in one step, and reads Done once the cash form was sent', () => {
    expect(cashPageView(page(), at(eligible('activating'))).activate).toEqual({
      status: 'InProgress',
      done: false,
      activating: true,
    });
    expect(cashPageView(page(activated), at(eligible('active'))).activate).toMatchObject({
      status: 'Done',
      done: true,
    });
  });

  it.each(['NONE', 'IN_PROGRESS', 'READY_TO_INSTALL'] as CashPayOnboardingStatus[])(
    'card 4 (%s) follows doc 1 §4 "Customize profile"',
    (status) => {
      const card = (integrated: boolean, complete: boolean) =>
        cashPageView(
          page({
            ...activated,
            cashPayOnboardingStatus: status,
            cashPayIntegrationComplete: integrated,
            customizeCashPayProfileComplete: complete,
          }),
          at(eligible('active')),
        ).customize?.status;
      expect(card(true, true)).toBe(CUSTOMIZE_CASH_PAY_PROFILE_CARD.complete);
      expect(card(true, false)).toBe(
        status === 'READY_TO_INSTALL'
          ? CUSTOMIZE_CASH_PAY_PROFILE_CARD.readyToInstallAndIntegrated
          : CUSTOMIZE_CASH_PAY_PROFILE_CARD.otherwise,
      );
      expect(card(false, false)).toBe(CUSTOMIZE_CASH_PAY_PROFILE_CARD.otherwise);
    },
  );

  it('card 4 shows once cash pay is activated, its Submit enabled once a logo URL is typed', () => {
    expect(cashPageView(page(), at(eligible('notActivated'))).customize).toBeNull();
    const typed = (profileDraft: string) =>
      cashPageView(page(activated), at(eligible('active'), { profileDraft })).customize;
    expect(typed('')?.submitEnabled).toBe(false);
    expect(typed('   ')?.submitEnabled).toBe(false);
    expect(typed('https://cdn.example.com/logo.png')).toMatchObject({
      logoUrl: 'https://cdn.example.com/logo.png',
      submitEnabled: true,
      sending: false,
    });
    const skipping = cashPageView(
      page(activated),
      at(eligible('active', 'signIn', 'skipping'), { profileError: null }),
    );
    expect(skipping.customize?.sending).toBe(true);
  });

  it.each(Object.entries(CASH_PAY_PROFILE_STATUS_CARD))(
    'card 5 (%s: %s) only when integration is complete and a logo URL exists',
    (status, expected) => {
      const card = (patch: Partial<PageStatus>) =>
        cashPageView(
          page({ cashPayOnboardingStatus: status as CashPayOnboardingStatus, ...patch }),
          at(eligible('active')),
        ).profileStatus;
      const logo = 'https://cdn.example.com/logo.png';
      expect(card({ cashPayIntegrationComplete: true, cashPayLogoUrl: logo })?.status).toBe(
        expected,
      );
      expect(card({ cashPayIntegrationComplete: true, cashPayLogoUrl: ' ' })).toBeNull();
      expect(card({ cashPayIntegrationComplete: false, cashPayLogoUrl: logo })).toBeNull();
    },
  );

  it('the cash form replaces the cards while the merchant fills or sends it', () => {
    expect(cashPageView(page(), at(eligible('cashForm'))).form).toBe(true);
    expect(cashPageView(page(), at(eligible('submitting'))).form).toBe(true);
    expect(cashPageView(page(), at(eligible('activatedPanel'))).activatedPanel).toBe(true);
  });
});

describe('the cash form (doc 1 §2 "The cash form page", doc 2 §8)', () => {
  it('uploads the logo to the Cash bucket under the store name', () => {
    expect(cashFormView(at(eligible('cashForm')), 'Acme Tools').logo.target).toEqual({
      field: 'cashPayLogoUrl',
      bucketType: 'Cash',
      filename: 'acme tools_cashpay_logo',
    });
  });

  it('hides the agreement once accepted', () => {
    expect(cashFormView(at(eligible('cashForm')), 'A').agreement.shows).toBe(true);
    const accepted = at(eligible('cashForm'), { agreementAccepted: true });
    expect(cashFormView(accepted, 'A').agreement.shows).toBe(false);
  });

  it("shows the check's message first, then the server's field error", () => {
    const server = { cashPayAgreementAccepted: { code: 'Required' as const, error: 'Accept it' } };
    expect(
      cashFormView(at(eligible('cashForm'), { fieldErrors: server }), 'A').agreement.error,
    ).toBe('Accept it');
    const checked = {
      ...emptyCashForm(),
      messages: {
        cashPayAgreementAccepted: { code: 'Required' as const, error: AGREEMENT_MESSAGE },
      },
    };
    expect(
      cashFormView(at(eligible('cashForm'), { fieldErrors: server, cashForm: checked }), 'A')
        .agreement.error,
    ).toBe(AGREEMENT_MESSAGE);
  });
});

describe('the status page cash cards (doc 1 §2 "Status page cards", §4 "Cash-pay integration")', () => {
  it('the signup card leads to /cash, Done once the cash form was sent', () => {
    expect(cashSignupCardView(page())).toEqual({ status: 'InProgress', done: false, to: '/cash' });
    expect(cashSignupCardView(page(activated)).status).toBe('Done');
  });

  it.each(Object.entries(CASH_PAY_INTEGRATION_CARD.byStatus))(
    'the checkout card, %s: %s',
    (status, expected) => {
      const view = cashCheckoutCardView(
        page({ ...activated, cashPayOnboardingStatus: status as CashPayOnboardingStatus }),
        at(eligible('active', 'signIn')),
      );
      expect(view.status).toBe(expected);
      expect(view.stage).toBe(expected === 'None' ? null : 'signIn');
    },
  );

  it('walks SignIn, CopyAndPaste, Verify and Complete with their buttons', () => {
    const ready = page({ ...activated, cashPayOnboardingStatus: 'READY_TO_INSTALL' });
    const buttons = (region: string) => {
      const v = cashCheckoutCardView(ready, at(eligible('active', region)));
      return [v.stage, v.back, v.next, v.verify, v.verifying];
    };
    expect(buttons('signIn')).toEqual(['signIn', false, true, false, false]);
    expect(buttons('copyAndPaste')).toEqual(['copyAndPaste', true, true, false, false]);
    expect(buttons('verify')).toEqual(['verify', true, false, true, false]);
    expect(buttons('updatingChannel')).toEqual(['verify', false, false, true, true]);
    expect(buttons('complete')).toEqual(['complete', false, false, false, false]);
  });

  it('the Done card offers the steps again', () => {
    const done = page({ ...activated, cashPayIntegrationComplete: true });
    const view = cashCheckoutCardView(done, at(eligible('active', 'done')));
    expect([view.status, view.reopen, view.stage]).toEqual([
      CASH_PAY_INTEGRATION_CARD.integrationComplete,
      true,
      null,
    ]);
  });
});
