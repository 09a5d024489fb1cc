/**
 * The business details page over the app's real routes, HTTP client, session, onboarding and
 * collection machines, with the portal's API answered at the fetch boundary: accordion
 * availability, the owners modal and the seed messages under the fields.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { maskValue, type RestoreResponse } from '../../domain/api/merchant-api';
import type { Owner } from '../../domain/business-details/owner';
import { validMerchant } from '../../test/data/valid-merchant';
import {
  emptyFormCompletedState,
  type FormCompletedState,
} from '../../domain/session/form-completion';
import { installFakeServer, type FakeHandler } from '../testing/fake-server';
import { recordErrorToasts } from '../testing/error-toasts';
import { renderApp } from '../testing/render';
import { SERVER_ERROR_MESSAGE } from '../../domain/errors/plain-failure';
import type { ToastRequest } from '../api/error-toast';
import type { MerchantRevision } from '../../domain/api/revision-api';

const EMAIL = 'ada@shop.example';
const us = validMerchant('US', { owners: 2, salesChannel: 'Online Only' });

function restoreOf(
  forms: FormCompletedState,
  patch: Partial<RestoreResponse> = {},
): RestoreResponse {
  return {
    userState: 'POST_LEAD',
    formCompletedState: forms,
    lead: us.lead,
    companyInformation: { ...us.companyInformation, businessType: 'LLC' },
    storeDetails: us.storeDetails,
    owners: [{ ...us.owners[0]!, ssn: maskValue(us.owners[0]!.ssn) }],
    locations: [],
    primaryBank: us.primaryBank,
    secondaryBank: us.secondaryBank,
    customerSupport: us.customerSupport,
    cashPay: us.cashPay,
    storeLocationsFile: null,
    merchantAccount: {
      ...us.merchantAccount,
      opportunityStage: 'Compliance Checks',
      messagingComplete: false,
      gatewayEnabled: false,
    },
    ...patch,
  };
}

function serve(restore: RestoreResponse, save: FakeHandler = () => ({ status: 500 })) {
  return installFakeServer({
    'GET /user-state': {
      body: {
        userState: 'POST_LEAD',
        formCompletedState: restore.formCompletedState,
        email: EMAIL,
      },
    },
    'GET /api/restore': { body: restore },
    'POST /api/save': save,
    'GET /api/flags': { status: 404 },
  });
}

const forms = (...done: (keyof FormCompletedState)[]) => {
  const state = emptyFormCompletedState();
  for (const flag of done) state[flag] = true;
  return state;
};
const control = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name}`) });

/** The error toasts the app shows, as the toast host receives them. */
let toasts: ToastRequest[] = [];
let stopToasts = () => {};

beforeEach(() => {
  localStorage.clear();
  ({ toasts, stop: stopToasts } = recordErrorToasts());
});
afterEach(() => {
  stopToasts();
  vi.unstubAllGlobals();
});

describe('the business details accordion (doc 1 §2)', () => {
  it('offers only Company Information until it is complete, and opens it for a later section asked too early', async () => {
    serve(restoreOf(forms()));
    const { router } = renderApp('/onboarding/beneficial-owners');
    await screen.findByRole('form', { name: 'Company Information' });
    expect(control('Store Details')).toBeDisabled();
    expect(control('Beneficial Owners')).toBeDisabled();
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/onboarding/company-information'),
    );
    expect(screen.getByText('0% complete')).toBeInTheDocument();
  });

  it('opens the section the path names once its prerequisites are complete', async () => {
    serve(restoreOf(forms('companyInfoForm', 'storeDetailsForm')));
    renderApp('/onboarding/beneficial-owners');
    await screen.findByRole('form', { name: 'Beneficial Owners' });
    expect(control('Store Details')).toBeEnabled();
    expect(screen.getByText('33% complete')).toBeInTheDocument();
  });

  it('makes each header a button in an h2 that controls its region; the arrows, Home and End move between the available ones', async () => {
    serve(restoreOf(forms('companyInfoForm', 'storeDetailsForm')));
    const user = userEvent.setup();
    renderApp('/onboarding/beneficial-owners');
    await screen.findByRole('form', { name: 'Beneficial Owners' });
    const headings = screen.getAllByRole('heading', { level: 2 });
    const [company, store, owners] = [
      'Company Information',
      'Store Details',
      'Beneficial Owners',
    ].map((name) => {
      const button = control(name);
      expect(headings).toContain(button.parentElement);
      return button;
    }) as [HTMLElement, HTMLElement, HTMLElement];
    expect(owners).toHaveAttribute('aria-expanded', 'true');
    expect(company).toHaveAttribute('aria-expanded', 'false');
    const region = screen.getByRole('region', { name: /^Beneficial Owners/ });
    expect(owners).toHaveAttribute('aria-controls', region.id);
    expect(within(region).getByRole('form', { name: 'Beneficial Owners' })).toBeInTheDocument();
    expect(company).toHaveAccessibleName('Company Information Complete');

    company.focus();
    await user.keyboard('{ArrowDown}');
    expect(store).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(company).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(owners).toHaveFocus();
    await user.keyboard('{Home}');
    expect(company).toHaveFocus();
    await user.keyboard('{End}');
    expect(owners).toHaveFocus();
    // Enter on a closed header opens its section (the actor moves the route with it).
    await user.keyboard('{Home}{Enter}');
    await screen.findByRole('form', { name: 'Company Information' });
    expect(company).toHaveAttribute('aria-expanded', 'true');
    expect(owners).toHaveAttribute('aria-expanded', 'false');
  });

  it('skips a header that is not available yet', async () => {
    serve(restoreOf(forms()));
    const user = userEvent.setup();
    renderApp('/onboarding/company-information');
    await screen.findByRole('form', { name: 'Company Information' });
    control('Company Information').focus();
    await user.keyboard('{ArrowDown}');
    expect(control('Company Information')).toHaveFocus();
  });
});

describe('the stepper and progress (doc 1 §2 "Stepper and progress")', () => {
  it('lists the three steps with their states, marks the current one, and shows the percent as a bar', async () => {
    serve(restoreOf(forms('companyInfoForm', 'storeDetailsForm', 'businessOwnerForm')));
    renderApp('/onboarding/beneficial-owners');
    await screen.findByRole('form', { name: 'Beneficial Owners' });
    // Mantine's Stepper draws each step as a button kept out of the tab order.
    const steps = within(screen.getByRole('group', { name: 'Application steps' })).getAllByRole(
      'button',
    );
    for (const step of steps) expect(step).toHaveAttribute('tabindex', '-1');
    expect(steps.map((step) => step.textContent)).toEqual([
      'Business DetailsComplete',
      '2Payment InformationIn progress',
      '3Customer ServiceNot started',
    ]);
    expect(steps.map((step) => step.getAttribute('aria-current'))).toEqual([null, 'step', null]);
    const bar = screen.getByRole('progressbar', { name: 'Application progress' });
    const percent = Number(bar.getAttribute('aria-valuenow'));
    expect(screen.getByText(`${percent}% complete`)).toBeInTheDocument();
    expect(percent).toBeGreaterThan(0);
  });
});

describe('the draft kept in this browser (doc 1 §4)', () => {
  const key = `merchantPortal.onboardingDraft.${EMAIL}`;

  it('restores what was typed and not yet saved, keeps new typing, and drops it once saved', async () => {
    localStorage.setItem(
      key,
      JSON.stringify({ companyInformation: { legalBusinessName: 'Typed Before Saving LLC' } }),
    );
    serve(restoreOf(forms()), () => ({
      body: { userState: 'POST_LEAD', formCompletedState: forms('companyInfoForm') },
    }));
    const user = userEvent.setup();
    renderApp('/onboarding/company-information');
    const name = await screen.findByRole('textbox', { name: 'Legal business name' });
    expect(name).toHaveValue('Typed Before Saving LLC');
    await user.type(name, ' Two');
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem(key) ?? '{}')).toMatchObject({
        companyInformation: { legalBusinessName: 'Typed Before Saving LLC Two' },
      }),
    );
    // Sensitive values never reach the browser's storage, not even masked.
    const kept = JSON.parse(localStorage.getItem(key) ?? '{}') as { owners: object[] };
    expect(kept.owners[0]).toMatchObject({ firstName: 'Jane' });
    expect(kept.owners[0]).not.toHaveProperty('ssn');
    expect(kept.owners[0]).not.toHaveProperty('dob');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    await screen.findByRole('form', { name: 'Store Details' });
    expect(localStorage.getItem(key)).toBeNull();
  });
});

describe('seed messages under the fields (doc 2 §5, §8)', () => {
  it('shows the schema message under a field in a wrong format and sends nothing until it is put right', async () => {
    const { requests } = serve(restoreOf(forms()));
    const user = userEvent.setup();
    renderApp('/onboarding/company-information');
    await screen.findByRole('form', { name: 'Company Information' });
    const ein = screen.getByRole('textbox', { name: 'Employer Identification Number (EIN)' });
    await user.clear(ein);
    // The hint under the field gives an example; a dash as on the IRS letter is accepted.
    expect(ein).toHaveAccessibleDescription(
      '9 digits, as on your IRS letter. For example 12-3456789',
    );
    await user.type(ein, '12-345678');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(ein).toHaveAccessibleDescription(
      'Must be 9 digits. No dashes/other characters accepted. 9 digits, as on your IRS letter. For example 12-3456789',
    );
    // Checked again as it changes: a ninth digit makes it right and the message goes.
    await user.type(ein, '9');
    expect(ein).toHaveAccessibleDescription(
      '9 digits, as on your IRS letter. For example 12-3456789',
    );
    expect(requests.some((r) => r.path === '/api/save')).toBe(false);
    // Put right, the section is sent with what the field shows.
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(requests.some((r) => r.path === '/api/save')).toBe(true));
    const sent = requests.find((r) => r.path === '/api/save')!.body as {
      saveData: { data: { companyInformation: { ein: string } } };
    };
    expect(sent.saveData.data.companyInformation.ein).toBe('12-3456789');
  });

  it("shows the server's field error under its field and opens the section holding it", async () => {
    serve(restoreOf(forms('companyInfoForm', 'storeDetailsForm')), () => ({
      status: 400,
      body: {
        errorId: 'req-9',
        validation_errors: {
          companyInformation: {
            legalBusinessName: { code: 'Required', error: 'Value Required' },
          },
        },
      },
    }));
    const user = userEvent.setup();
    const { router } = renderApp('/onboarding/beneficial-owners');
    await screen.findByRole('form', { name: 'Beneficial Owners' });
    await user.click(screen.getByRole('checkbox', { name: /merchant agreement/ }));
    await user.click(screen.getByRole('button', { name: 'Submit business details' }));
    await screen.findByRole('form', { name: 'Company Information' });
    expect(
      screen.getByRole('textbox', { name: 'Legal business name' }),
    ).toHaveAccessibleDescription('Value Required');
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/onboarding/company-information'),
    );
    // doc 2 §8: the toast names the form and the errorId; nothing to send again from it.
    expect(toasts).toEqual([{ message: expect.stringContaining('(errorId=req-9)') }]);
  });
});

describe('a save that failed (doc 2 §8)', () => {
  it('shows a toast that sends the save again, and says Saved. only once it went through', async () => {
    let answers = 0;
    const { requests } = serve(restoreOf(forms('companyInfoForm', 'storeDetailsForm')), () =>
      ++answers === 1
        ? { status: 500 }
        : { body: { userState: 'POST_LEAD', formCompletedState: forms('companyInfoForm') } },
    );
    const user = userEvent.setup();
    renderApp('/onboarding/beneficial-owners');
    await screen.findByRole('form', { name: 'Beneficial Owners' });
    await user.click(screen.getByRole('checkbox', { name: /merchant agreement/ }));
    await user.click(screen.getByRole('button', { name: 'Submit business details' }));
    await waitFor(() => expect(toasts).toHaveLength(1));
    expect(toasts[0]?.message).toBe(SERVER_ERROR_MESSAGE);
    const region = document.getElementById('app-live-region');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(region).not.toHaveTextContent('Saved.');

    toasts[0]?.retry?.();
    await waitFor(() => expect(region).toHaveTextContent('Saved.'));
    expect(requests.filter((r) => r.path === '/api/save')).toHaveLength(2);
    expect(toasts).toHaveLength(1);
  });
});

describe('owner errors go once fixed', () => {
  it('the agreement box and an owner field lose their message as soon as they are put right', async () => {
    const { requests } = serve(
      restoreOf(forms('companyInfoForm', 'storeDetailsForm'), {
        owners: [{ ...us.owners[0]!, city: '' }],
      }),
    );
    const user = userEvent.setup();
    renderApp('/onboarding/beneficial-owners');
    await screen.findByRole('form', { name: 'Beneficial Owners' });
    await user.click(screen.getByRole('button', { name: 'Submit business details' }));
    const agreement = screen.getByRole('checkbox', { name: /merchant agreement/ });
    const city = screen.getByRole('textbox', { name: 'City' });
    await waitFor(() => expect(city).toHaveAccessibleDescription('Value Required'));
    expect(
      screen.getByText('Please accept merchant agreement and privacy policy before submitting.'),
    ).toBeInTheDocument();
    await user.click(agreement);
    expect(
      screen.queryByText('Please accept merchant agreement and privacy policy before submitting.'),
    ).not.toBeInTheDocument();
    expect(city).toHaveAccessibleDescription('Value Required');
    await user.type(city, 'Springfield');
    expect(city).not.toHaveAccessibleDescription('Value Required');
    expect(requests.some((r) => r.path === '/api/save')).toBe(false);
  });
});

describe('the ward of the state question (doc 1 §9, doc 2 §5)', () => {
  /** A date of birth 18 years and a month before today, as a US owner types it (MM-DD-YYYY). */
  const eighteen = () => {
    const d = new Date();
    d.setFullYear(d.getFullYear() - 18, d.getMonth() - 1, 1);
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${pad(d.getMonth() + 1)}-${pad(d.getDate())}-${d.getFullYear()}`;
  };
  const ownerIn = (state: string) =>
    serve(
      restoreOf(forms('companyInfoForm', 'storeDetailsForm'), {
        owners: [{ ...us.owners[0]!, state, dob: eighteen() }],
      }),
    );

  it('asks a Nebraska owner, and a ward of 18 is refused with the age message', async () => {
    const { requests } = ownerIn('NE');
    const user = userEvent.setup();
    renderApp('/onboarding/beneficial-owners');
    await screen.findByRole('form', { name: 'Beneficial Owners' });
    const ward = screen.getByRole('radiogroup', { name: /Is this person a ward of the state\?/ });
    await user.click(screen.getByRole('checkbox', { name: /merchant agreement/ }));
    await user.click(screen.getByRole('button', { name: 'Submit business details' }));
    // The question is required once asked: its message shows beside it (Mantine's Radio.Group).
    await waitFor(() =>
      expect(ward.closest('.mantine-InputWrapper-root')).toHaveTextContent('Value Required'),
    );
    await user.click(within(ward).getByRole('radio', { name: 'Yes' }));
    await user.click(screen.getByRole('button', { name: 'Submit business details' }));
    expect(
      await screen.findByText('You must be at least 19 years old to sign up'),
    ).toBeInTheDocument();
    expect(requests.some((r) => r.path === '/api/save')).toBe(false);
  });

  it('asks no owner outside Nebraska', async () => {
    ownerIn('TX');
    renderApp('/onboarding/beneficial-owners');
    await screen.findByRole('form', { name: 'Beneficial Owners' });
    expect(
      screen.queryByRole('radiogroup', { name: /Is this person a ward of the state/ }),
    ).not.toBeInTheDocument();
  });
});

describe('the owners modal (doc 1 §2 "Collection modals")', () => {
  const twoOwners = restoreOf(forms('companyInfoForm', 'storeDetailsForm'), {
    owners: us.owners.map((owner: Owner) => ({ ...owner, ssn: maskValue(owner.ssn) })),
  });

  it('lists two owners; an edit cancelled restores the values, an add cancelled removes the new owner, remove leaves one owner without a list', async () => {
    serve(twoOwners);
    const user = userEvent.setup();
    renderApp('/onboarding/beneficial-owners');
    const list = await screen.findByRole('list', { name: 'owners' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Edit owner 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit owner' });
    const firstName = within(dialog).getByRole('textbox', { name: 'Owner first name' });
    await user.clear(firstName);
    await user.type(firstName, 'Changed');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(list).getByText('John Roe')).toBeInTheDocument();
    // Closing gives the focus back to the button that opened the dialog (WCAG 2.4.3).
    await waitFor(() => expect(screen.getByRole('button', { name: 'Edit owner 2' })).toHaveFocus());

    await user.click(screen.getByRole('button', { name: 'Add owner' }));
    const adding = await screen.findByRole('dialog', { name: 'Add owner' });
    await user.click(within(adding).getByRole('button', { name: 'Save owner' }));
    expect(
      within(adding).getByRole('textbox', { name: 'Owner first name' }),
    ).toHaveAccessibleDescription('Value Required');
    await user.click(within(adding).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add owner' })).toHaveFocus());
    expect(
      within(screen.getByRole('list', { name: 'owners' })).getAllByRole('listitem'),
    ).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Remove owner 2' }));
    expect(screen.queryByRole('list', { name: 'owners' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Owner first name' })).toHaveValue('Jane');
  });

  it('refuses a new owner while the first owner is incomplete, with the seed message', async () => {
    serve(
      restoreOf(forms('companyInfoForm', 'storeDetailsForm'), {
        owners: [{ ...us.owners[0]!, ssn: '', dob: '' }],
      }),
    );
    const user = userEvent.setup();
    renderApp('/onboarding/beneficial-owners');
    await screen.findByRole('form', { name: 'Beneficial Owners' });
    await user.click(screen.getByRole('button', { name: 'Add owner' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You have missing or invalid business owner fields',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it.each([
    ['US', 'Sole Proprietorship'],
    ['AU', 'Private Company'],
  ])('offers no second owner to a %s %s (doc 2 §4)', async (country, businessType) => {
    const sample = validMerchant(country as 'US' | 'AU');
    serve(
      restoreOf(forms('companyInfoForm', 'storeDetailsForm'), {
        companyInformation: { ...sample.companyInformation, businessType },
        owners: sample.owners,
      }),
    );
    renderApp('/onboarding/beneficial-owners');
    await screen.findByRole('form', { name: 'Beneficial Owners' });
    expect(screen.queryByRole('button', { name: 'Add owner' })).not.toBeInTheDocument();
  });
});

describe('the business details while a request for changes is open (decision 0266)', () => {
  const allDone = forms('storeForm', 'companyInfoForm', 'storeDetailsForm', 'businessOwnerForm');
  const revision: MerchantRevision = {
    id: 'rev-1',
    state: 'requested',
    deadline: Date.UTC(2026, 11, 12),
    items: [
      { key: 'companyInformation.ein', reason: 'numberMismatch', note: '', changedAt: null },
      {
        key: 'owners.0.govId',
        reason: 'documentUnreadable',
        note: 'The photo is blurred',
        changedAt: null,
      },
    ],
  };
  const refusal = 'Only these fields may change while the request is open: EIN.';

  it('shows the notice, the flagged EIN editable with its reason, and the rest read-only in words', async () => {
    serve(restoreOf(allDone, { revision }), () => ({
      status: 409,
      body: { error: refusal, openFields: ['companyInformation.ein'] },
    }));
    renderApp('/onboarding/company-information');
    const form = await screen.findByRole('form', { name: 'Company Information' });
    const notice = screen.getByTestId('revision-notice');
    expect(notice).toHaveTextContent('1 item');
    expect(notice).toHaveTextContent('Company Information · Employer Identification Number (EIN)');
    const ein = within(form).getByLabelText(/^Employer Identification Number/);
    expect(ein).not.toHaveAttribute('readonly');
    expect(ein).toHaveAccessibleDescription(
      /^Change requested: Number does not match the register\./,
    );
    const name = within(form).getByLabelText(/^Legal business name/);
    expect(name).toHaveAttribute('readonly');
    expect(name).toHaveValue(us.companyInformation.legalBusinessName);
    // A pick list is shown in words, as a read-only text input that Tab still reaches.
    const type = within(form).getByLabelText(/^Business type/);
    expect(type).toHaveAttribute('readonly');
    expect(type).toHaveValue('LLC');

    await userEvent.clear(ein);
    await userEvent.type(ein, '987654321');
    await userEvent.click(within(form).getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(toasts).toEqual([{ message: refusal }]));
  });

  it('lets no owner be added or removed and keeps the agreement as it is', async () => {
    serve(restoreOf(allDone, { revision }));
    renderApp('/onboarding/beneficial-owners');
    const form = await screen.findByRole('form', { name: 'Beneficial Owners' });
    expect(screen.getByTestId('revision-notice')).toHaveTextContent(
      'Beneficial Owners · Owner 1 · Government ID (front): Change requested: Document unreadable. Note from our team: The photo is blurred',
    );
    expect(within(form).queryByRole('button', { name: 'Add owner' })).toBeNull();
    expect(within(form).getByLabelText(/^Owner first name/)).toHaveAttribute('readonly');
    expect(within(form).getByRole('checkbox', { name: /merchant agreement/ })).toHaveAttribute(
      'aria-readonly',
      'true',
    );
  });
});
