/**
 * Which merchants the status page requires the cash pay form of (doc 1 §2 "The status page is used
 * when every form is complete, including the cash pay form"; docs/decisions/0060-cash-pay-routing.md):
 * only merchants offered cash pay.
 */
import { describe, expect, it } from 'vitest';
import { emptyFormCompletedState, type FormCompletedState } from '../session/form-completion';
import { APP_ROUTES } from './app-routes';
import { resolveRedirect } from './resolve-redirect';

const submitted: FormCompletedState = {
  ...emptyFormCompletedState(),
  storeForm: true,
  companyInfoForm: true,
  storeDetailsForm: true,
  businessOwnerForm: true,
  bankForm: true,
  customerServiceForm: true,
};
const withCash = { ...submitted, cashPayForm: true, cashPayAgreementAccepted: true };

const at = (pathname: string, formCompletedState: FormCompletedState, eligible?: boolean) =>
  resolveRedirect({
    pathname,
    userState: 'POST_LEAD',
    formCompletedState,
    ...(eligible === undefined ? {} : { isEligibleForCashPay: eligible }),
  });

describe('the status route and the cash pay form', () => {
  it.each([
    // [path, forms, offered cash pay, where the merchant goes (null: stays)]
    ['/status', submitted, undefined, null],
    ['/status', submitted, false, null],
    ['/status', submitted, true, APP_ROUTES.cash],
    ['/status', withCash, true, null],
    ['/status', withCash, false, null],
    ['/cash', submitted, true, null],
    ['/cash', submitted, false, null],
    ['/cash', withCash, true, null],
    ['/onboarding', submitted, true, APP_ROUTES.cash],
    ['/onboarding', submitted, false, APP_ROUTES.status],
  ] as const)('%s with %# → %s', (path, forms, eligible, expected) => {
    expect(at(path, forms, eligible)).toBe(expected);
  });

  it('an unfinished merchant offered cash pay still goes to the first open form', () => {
    expect(at('/status', { ...submitted, bankForm: false }, true)).toBe(APP_ROUTES.bankInfo);
  });

  it('a declined merchant always sees the status page, offered cash pay or not', () => {
    expect(
      resolveRedirect({
        pathname: '/cash',
        userState: 'POST_LEAD',
        formCompletedState: submitted,
        onboardingStatus: 'INELIGIBLE',
        isEligibleForCashPay: true,
      }),
    ).toBe(APP_ROUTES.status);
  });
});

describe('/cash outside the US (doc 1 §1: cash pay is the US cash-app brand’s product)', () => {
  const outside = (pathname: string, formCompletedState: FormCompletedState) =>
    resolveRedirect({
      pathname,
      userState: 'POST_LEAD',
      formCompletedState,
      cashPayMarket: false,
    });
  it.each([
    ['/cash', submitted, APP_ROUTES.status],
    ['/cash', withCash, APP_ROUTES.status],
    ['/cash', { ...submitted, bankForm: false }, APP_ROUTES.bankInfo],
    ['/cash', { ...submitted, storeForm: false }, APP_ROUTES.onboarding],
    ['/status', submitted, null],
  ] as const)('%s with %# → %s', (path, forms, expected) => {
    expect(outside(path, forms)).toBe(expected);
  });
  it('a US merchant may still open /cash', () => {
    expect(
      resolveRedirect({
        pathname: '/cash',
        userState: 'POST_LEAD',
        formCompletedState: submitted,
        cashPayMarket: true,
      }),
    ).toBeNull();
  });
});
