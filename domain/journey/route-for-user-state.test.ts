import { describe, expect, it } from 'vitest';
import { emptyFormCompletedState, FORM_COMPLETION_FLAGS } from '../session/form-completion';
import type { FormCompletedState, FormCompletionFlag } from '../session/form-completion';
import { USER_STATES } from '../session/user-state';
import type { UserState } from '../session/user-state';
import { postLeadRoute, routeForUserState } from './route-for-user-state';

function forms(...done: FormCompletionFlag[]): FormCompletedState {
  const state = emptyFormCompletedState();
  for (const flag of done) state[flag] = true;
  return state;
}
const allForms = forms(...FORM_COMPLETION_FLAGS);

describe('routeForUserState: the page of each user state (doc 1 §2)', () => {
  const table: Record<Exclude<UserState, 'POST_LEAD'>, string | null> = {
    INITIAL: null,
    LOGGED_OUT: null,
    PRE_LEAD: '/lead',
    NEW_CONTACT_FOR_ACCOUNT: '/lead',
    AGENCY: '/agency',
    INVALID_COUNTRY: '/invalid-country',
    SQUARE_ONLY: '/square',
    SQUARE_AND_MOP: '/square',
    SQUARESPACE: '/squarespace',
    MAROPOST: '/maropost',
    THANK_YOU: '/thank-you',
    WAIT_FOR_EMAIL: '/check-email',
    WRONG_ACCOUNT: '/wrong-email',
    MAINTENANCE_MODE: '/maintenance',
  };

  it('the table names every user state but POST_LEAD', () => {
    expect([...Object.keys(table), 'POST_LEAD'].sort()).toEqual([...USER_STATES].sort());
  });

  it.each(Object.entries(table))('%s → %s', (userState, route) => {
    expect(
      routeForUserState({ userState: userState as UserState, formCompletedState: forms() }),
    ).toBe(route);
  });

  it('POST_LEAD goes to /onboarding when nothing is complete', () => {
    expect(routeForUserState({ userState: 'POST_LEAD', formCompletedState: forms() })).toBe(
      '/onboarding',
    );
  });
});

describe('postLeadRoute: the next step by completed forms (doc 1 §2)', () => {
  it.each<[string, FormCompletionFlag[], string]>([
    ['nothing done', [], '/onboarding'],
    ['only the store form done', ['storeForm'], '/onboarding/company-information'],
    ['company info done', ['storeForm', 'companyInfoForm'], '/onboarding/store-details'],
    [
      'store details done',
      ['storeForm', 'companyInfoForm', 'storeDetailsForm'],
      '/onboarding/beneficial-owners',
    ],
    [
      'owners done',
      ['storeForm', 'companyInfoForm', 'storeDetailsForm', 'businessOwnerForm'],
      '/onboarding/bank-info',
    ],
    [
      'bank done',
      ['storeForm', 'companyInfoForm', 'storeDetailsForm', 'businessOwnerForm', 'bankForm'],
      '/onboarding/customer-support',
    ],
    [
      'customer support done',
      [
        'storeForm',
        'companyInfoForm',
        'storeDetailsForm',
        'businessOwnerForm',
        'bankForm',
        'customerServiceForm',
      ],
      '/status',
    ],
    ['every form done', [...FORM_COMPLETION_FLAGS], '/status'],
  ])('%s → %s', (_label, done, route) => {
    expect(postLeadRoute(forms(...done))).toBe(route);
  });

  it.each(['/cash', '/cash/', '/cash?x=1'])(
    'a URL with %s shows the cash form while the cash pay form is open, whatever else is done',
    (pathname) => {
      expect(postLeadRoute(forms(), pathname)).toBe('/cash');
      expect(postLeadRoute({ ...allForms, cashPayForm: false }, pathname)).toBe('/cash');
    },
  );

  it('once the cash pay form is complete, /cash no longer forces the cash form', () => {
    expect(postLeadRoute(allForms, '/cash')).toBe('/status');
  });
});

describe('INELIGIBLE always goes to the status page (doc 1 §2)', () => {
  it.each(
    USER_STATES.filter(
      (s) => !['INITIAL', 'LOGGED_OUT', 'WAIT_FOR_EMAIL', 'MAINTENANCE_MODE'].includes(s),
    ),
  )('%s with INELIGIBLE → /status', (userState) => {
    expect(
      routeForUserState({ userState, formCompletedState: forms(), onboardingStatus: 'INELIGIBLE' }),
    ).toBe('/status');
  });

  it.each(['INITIAL', 'LOGGED_OUT', 'WAIT_FOR_EMAIL', 'MAINTENANCE_MODE'] as const)(
    '%s has no merchant to decline, so INELIGIBLE changes nothing',
    (userState) => {
      expect(
        routeForUserState({
          userState,
          formCompletedState: forms(),
          onboardingStatus: 'INELIGIBLE',
        }),
      ).toBe(routeForUserState({ userState, formCompletedState: forms() }));
    },
  );

  it('other statuses keep the step routing', () => {
    expect(
      routeForUserState({
        userState: 'POST_LEAD',
        formCompletedState: forms('storeForm'),
        onboardingStatus: 'IN_REVIEW',
      }),
    ).toBe('/onboarding/company-information');
  });
});
