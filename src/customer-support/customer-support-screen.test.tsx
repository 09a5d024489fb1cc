/**
 * The customer support step (doc 1 §2, §3; doc 2 §5, §7): three required fields, submitted with
 * Submit through POST /api/update-customer-service-info, field errors under their fields, and the
 * status page once the form is complete.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../testing/render';
import { BUSINESS_DONE, installPaymentServer } from '../bank/payment-fake-server.test-support';
import { phoneCountryLabel } from '../forms/phone-field';
import { restoreOf } from '../bank/payment-fake-server.test-support';
import { validMerchant } from '../../test/data/valid-merchant';
import type { MerchantRevision } from '../../domain/api/revision-api';

afterEach(() => {
  vi.unstubAllGlobals();
});

// The labels as an English-speaking merchant reads them (locales/en/support.json).
const SUPPORT_LABELS = {
  customerSupportEmail: 'Customer support email',
  customerSupportPhone: 'Customer support phone',
  customerSupportWebsite: 'Customer support website',
  financeContactFirstName: 'Finance contact first name',
  financeContactLastName: 'Finance contact last name',
  financeContactEmail: 'Finance contact email',
  financeContactPhone: 'Finance contact phone',
} as const;

const EMAIL_MESSAGE = 'Must be a valid email';

const label = (name: keyof typeof SUPPORT_LABELS) => new RegExp(`^${SUPPORT_LABELS[name]}`);

async function openSupportStep(routes = {}) {
  const server = installPaymentServer('AU', { routes });
  const view = renderApp('/onboarding/customer-support');
  await screen.findByRole('heading', { name: 'Customer Service' });
  await screen.findByLabelText(label('customerSupportEmail'));
  return { ...server, ...view };
}

describe('customer support step', () => {
  it('requires the three support fields and sends nothing until they are filled', async () => {
    const { requests } = await openSupportStep();
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    for (const name of [
      'customerSupportEmail',
      'customerSupportPhone',
      'customerSupportWebsite',
    ] as const) {
      await waitFor(() =>
        expect(screen.getByLabelText(label(name))).toHaveAccessibleDescription(
          // The phone keeps its hint with an example under the message.
          /^Value Required( For example \d[\d ]+)?$/,
        ),
      );
    }
    // The finance contact is optional (doc 1 §3 lists it apart from the required support fields).
    expect(screen.getByLabelText(label('financeContactEmail'))).not.toHaveAccessibleDescription(
      'Value Required',
    );
    expect(requests.some((r) => r.path === '/api/update-customer-service-info')).toBe(false);
  });

  it('checks a field when the merchant leaves it, and again at once as it is corrected', async () => {
    const { requests } = await openSupportStep();
    const email = screen.getByLabelText(label('customerSupportEmail'));
    await userEvent.type(email, 'help@acme');
    expect(email).not.toHaveAccessibleDescription(EMAIL_MESSAGE);
    await userEvent.tab();
    await waitFor(() => expect(email).toHaveAccessibleDescription(EMAIL_MESSAGE));
    await userEvent.type(email, '.example.com');
    await waitFor(() => expect(email).not.toHaveAccessibleDescription(EMAIL_MESSAGE));
    expect(requests.some((r) => r.path === '/api/update-customer-service-info')).toBe(false);
  });

  it('checks a finance contact e-mail and phone when they are given (doc 2 §5)', async () => {
    const { requests, merchant } = await openSupportStep();
    const support = merchant.customerSupport;
    await userEvent.type(
      screen.getByLabelText(label('customerSupportEmail')),
      support.customerSupportEmail,
    );
    await userEvent.type(
      screen.getByLabelText(label('customerSupportPhone')),
      support.customerSupportPhone,
    );
    await userEvent.type(
      screen.getByLabelText(label('customerSupportWebsite')),
      support.customerSupportWebsite,
    );
    await userEvent.type(screen.getByLabelText(label('financeContactEmail')), 'finance@acme');
    await userEvent.type(screen.getByLabelText(label('financeContactPhone')), '12');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(screen.getByLabelText(label('financeContactEmail'))).toHaveAccessibleDescription(
        EMAIL_MESSAGE,
      ),
    );
    // The message comes first; the example hint of the country follows it.
    expect(screen.getByLabelText(label('financeContactPhone'))).toHaveAccessibleDescription(
      /^Must be a valid phone number/,
    );
    expect(requests.some((r) => r.path === '/api/update-customer-service-info')).toBe(false);
  });

  it('offers the preferred phone countries first, defaults to the registered one, and writes the picked calling code (doc 1 §3)', async () => {
    await openSupportStep();
    const picker = screen.getByRole('combobox', {
      name: phoneCountryLabel(SUPPORT_LABELS.customerSupportPhone),
    });
    expect(picker).toHaveValue('AU');
    const options = within(picker).getAllByRole('option');
    expect(options.slice(0, 5).map((o) => o.getAttribute('value'))).toEqual([
      'US',
      'AU',
      'NZ',
      'CA',
      'GB',
    ]);
    expect(options.length).toBeGreaterThan(200);
    const phone = screen.getByLabelText(label('customerSupportPhone'));
    await userEvent.type(phone, '0412 345 678');
    await userEvent.selectOptions(picker, 'NZ');
    expect(phone).toHaveValue('+64412345678');
    expect(picker).toHaveValue('NZ');
  });

  it('keeps only digits and plus signs in the phone number (doc 2 §5)', async () => {
    await openSupportStep();
    const phone = screen.getByLabelText(label('customerSupportPhone'));
    await userEvent.type(phone, '+61 (2) 9374-4000');
    expect(phone).toHaveValue('+61293744000');
  });

  it('sends the three fields and moves on to the status page', async () => {
    const { requests, merchant, router } = await openSupportStep({
      'POST /api/update-customer-service-info': {
        body: {
          formCompletedState: { ...BUSINESS_DONE, bankForm: true, customerServiceForm: true },
        },
      },
      'GET /api/status': { status: 503 },
    });
    const support = merchant.customerSupport;
    await userEvent.type(
      screen.getByLabelText(label('customerSupportEmail')),
      support.customerSupportEmail,
    );
    await userEvent.type(
      screen.getByLabelText(label('customerSupportPhone')),
      support.customerSupportPhone,
    );
    await userEvent.type(
      screen.getByLabelText(label('customerSupportWebsite')),
      support.customerSupportWebsite,
    );
    await userEvent.type(screen.getByLabelText(label('financeContactFirstName')), 'Fay');
    await userEvent.type(screen.getByLabelText(label('financeContactLastName')), 'Nance');
    await userEvent.type(
      screen.getByLabelText(label('financeContactEmail')),
      'finance@acme.example.com',
    );
    await userEvent.type(screen.getByLabelText(label('financeContactPhone')), '+61 2 9374 4001');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/status'));
    const sent = requests.find((r) => r.path === '/api/update-customer-service-info');
    expect(sent?.body).toEqual({
      customerSupportEmail: support.customerSupportEmail,
      // doc 2 §5: the input keeps only digits and plus signs
      customerSupportPhone: support.customerSupportPhone.replace(/[^\d+]/g, ''),
      customerSupportWebsite: support.customerSupportWebsite,
      financeContactFirstName: 'Fay',
      financeContactLastName: 'Nance',
      financeContactEmail: 'finance@acme.example.com',
      financeContactPhone: '+61293744001',
    });
  });

  it("shows the server's field errors under their fields", async () => {
    const { merchant } = await openSupportStep({
      'POST /api/update-customer-service-info': {
        status: 400,
        body: {
          validation_errors: {
            customerSupport: {
              customerSupportEmail: { code: 'InvalidEmail', error: EMAIL_MESSAGE },
            },
          },
        },
      },
    });
    const support = merchant.customerSupport;
    await userEvent.type(
      screen.getByLabelText(label('customerSupportEmail')),
      'help@acme.example.com',
    );
    await userEvent.type(
      screen.getByLabelText(label('customerSupportPhone')),
      support.customerSupportPhone,
    );
    await userEvent.type(
      screen.getByLabelText(label('customerSupportWebsite')),
      support.customerSupportWebsite,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(screen.getByLabelText(label('customerSupportEmail'))).toHaveAccessibleDescription(
        EMAIL_MESSAGE,
      ),
    );
  });

  describe('while a request for changes is open (decision 0266)', () => {
    const merchant = validMerchant('AU');
    const revision: MerchantRevision = {
      id: 'rev-1',
      state: 'requested',
      deadline: Date.UTC(2026, 11, 12),
      items: [
        {
          key: 'customerSupport.customerSupportEmail',
          reason: 'other',
          note: 'Use an address shoppers can reply to',
          changedAt: null,
        },
      ],
    };
    const restored = {
      body: { ...restoreOf(merchant), customerSupport: merchant.customerSupport, revision },
    };
    const refusal = 'Only Customer support email may change while the request is open.';

    it('shows the notice, the flagged field editable with its reason, and the rest read-only', async () => {
      await openSupportStep({ 'GET /api/restore': restored });
      const notice = await screen.findByTestId('revision-notice');
      expect(notice).toHaveTextContent('Our team asked for changes');
      expect(notice).toHaveTextContent('Customer support · Customer support email');
      expect(notice).toHaveTextContent('1 item');
      const email = screen.getByLabelText(label('customerSupportEmail'));
      expect(email).not.toHaveAttribute('readonly');
      expect(email).toHaveAccessibleDescription(
        /^Change requested: Other\. Note from our team: Use an address shoppers can reply to/,
      );
      for (const name of [
        'customerSupportPhone',
        'customerSupportWebsite',
        'financeContactEmail',
      ] as const) {
        const input = screen.getByLabelText(label(name));
        expect(input).toHaveAttribute('readonly');
        expect(input).toHaveValue(merchant.customerSupport[name]);
      }
      // The phone's country picker is not offered: the number cannot change.
      expect(
        screen.queryByRole('combobox', {
          name: phoneCountryLabel(SUPPORT_LABELS.customerSupportPhone),
        }),
      ).toBeNull();
    });

    it("shows a save's refusal by the open request as the form's message", async () => {
      await openSupportStep({
        'GET /api/restore': restored,
        'POST /api/update-customer-service-info': {
          status: 409,
          body: { error: refusal, openFields: ['customerSupport.customerSupportEmail'] },
        },
      });
      const email = await screen.findByLabelText(label('customerSupportEmail'));
      await userEvent.clear(email);
      await userEvent.type(email, 'orders@acme.example.com');
      await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
      expect(await screen.findByText(refusal)).toBeInTheDocument();
    });
  });
});
