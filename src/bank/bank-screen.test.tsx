/**
 * The bank step as a merchant sees it (doc 1 §2 "Bank linking", doc 2 §4, §5, §8), the real app
 * and machines over a fake server: the manual form of each country with its masks, the account
 * confirmation, New Zealand's two signatory paths, the secondary step and its skip, the link offer
 * where available, and 'Unexpected error' reported with the merchant reference.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CountryCode } from '../../domain/countries/country-code';
import { assetUrl } from '../app/brand-theme';
import { renderApp } from '../testing/render';
import { NZ_DIRECT_DEBIT_PHONE, NZ_FORM_PATH } from '../../machines/bank/bank-copy';
import {
  BUSINESS_DONE,
  installPaymentServer,
  MERCHANT_REFERENCE,
  type PaymentServerOptions,
  restoreOf,
} from './payment-fake-server.test-support';
import { maskedBank } from '../../machines/bank/bank.machine';
import type { MerchantRevision } from '../../domain/api/revision-api';
import { validMerchant } from '../../test/data/valid-merchant';

// The words as an English-speaking merchant reads them (locales/en/bank.json, validation.json).
const LINK_BUTTON = 'Connect bank account';
const MANUAL_LINK_LABEL = 'Enter bank details manually';
const MANUAL_MODAL_TITLE = 'Enter your bank details';
const NZ_CONFIRMATION_TEXT = 'We will confirm your direct debit authority within 5 business days.';
const NZ_FORM_LINK_LABEL = 'Download the direct debit authority form';
const NZ_UPLOAD_LABEL = 'Signed direct debit authority form';
const SKIP_SECONDARY_LABEL = 'Skip this step';
const DIRECT_DEBIT_TERMS_MESSAGE = 'Please accept the terms agreement before submitting.';
const UNEXPECTED_ERROR_MESSAGE = 'Unexpected error';
const ACCOUNT_MISMATCH_MESSAGE = 'Confirm that the two account numbers match';
const BSB_MESSAGE = 'Must be a 6 digit code with a “-” in the middle. Example: 111-000';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const field = (label: string) => screen.findByLabelText(new RegExp(`^${label}`));
const queryField = (label: string) => screen.queryByLabelText(new RegExp(`^${label}`));

async function openBankStep(country: CountryCode, options: PaymentServerOptions = {}) {
  const server = installPaymentServer(country, options);
  const view = renderApp('/onboarding/bank-info');
  await screen.findByRole('heading', { name: 'Payment Information' });
  return { ...server, ...view };
}

describe.each([
  [
    'US',
    ['Account name', 'Routing number', 'Account number', 'Confirm account number'],
    ['BSB', 'Sort code', 'Transit number', 'Bank name'],
  ],
  [
    'CA',
    [
      'Account name',
      'Institution number',
      'Transit number',
      'Chequing account number',
      'Confirm chequing account number',
    ],
    ['Account number', 'Routing number', 'BSB'],
  ],
  [
    'AU',
    ['Account name', 'BSB', 'Account number', 'Confirm account number'],
    ['Routing number', 'Sort code', 'Bank name'],
  ],
  [
    'UK',
    ['Account name', 'Sort code', 'Account number', 'Confirm account number'],
    ['Routing number', 'BSB', 'Bank name'],
  ],
  ['NZ', ['Account signatories'], ['Routing number', 'BSB', 'Sort code', 'Transit number']],
] as const)('%s manual bank form', (country, shown, hidden) => {
  it(`shows ${shown.join(', ')} and not ${hidden.join(', ')}`, async () => {
    await openBankStep(country);
    for (const label of shown) expect(await field(label)).toBeVisible();
    for (const label of hidden) expect(queryField(label)).toBeNull();
  });
});

describe('bank number masks', () => {
  it.each([
    ['AU', 'BSB', '062000', '062-000'],
    ['UK', 'Sort code', '123456', '12-34-56'],
  ] as const)('%s %s typed %s reads %s', async (country, label, typed, shown) => {
    await openBankStep(country);
    const input = await field(label);
    await userEvent.type(input, typed);
    expect(input).toHaveValue(shown);
  });

  it('NZ account numbers hyphenate from 15 characters', async () => {
    await openBankStep('NZ');
    await userEvent.click(await screen.findByRole('radio', { name: 'One Signatory' }));
    const input = await field('Account number');
    await userEvent.type(input, '01090200683');
    expect(input).toHaveValue('01090200683');
    await userEvent.type(input, '8900');
    expect(input).toHaveValue('01-0902-0068389-00');
  });
});

describe('messages held by the bank machine', () => {
  it('a field left wrong shows its message, which goes once the field is corrected', async () => {
    await openBankStep('AU');
    const bsb = await field('BSB');
    await userEvent.type(bsb, '06');
    await userEvent.tab();
    expect(await screen.findByText(BSB_MESSAGE)).toBeVisible();
    await userEvent.type(bsb, '2000');
    await waitFor(() => expect(screen.queryByText(BSB_MESSAGE)).toBeNull());
  });
});

describe('account confirmation', () => {
  it("a confirmation that differs shows 'Confirm that the two account numbers match' and sends nothing", async () => {
    const { requests, merchant } = await openBankStep('US');
    await userEvent.type(await field('Account name'), merchant.primaryBank.bankAccountName);
    await userEvent.type(await field('Routing number'), '021000021');
    await userEvent.type(await field('Account number'), '123456789');
    await userEvent.type(await field('Confirm account number'), '123456780');
    await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText(ACCOUNT_MISMATCH_MESSAGE)).toBeVisible();
    expect(requests.some((r) => r.path === '/api/update-bank-info')).toBe(false);
  });
});

describe('New Zealand signatories', () => {
  it('One Signatory asks for the signatory and the direct debit terms', async () => {
    await openBankStep('NZ', { salesChannel: 'Online Only' });
    await userEvent.click(await screen.findByRole('radio', { name: 'One Signatory' }));
    expect(await field('Signatory name')).toBeVisible();
    expect(await field('Signatory email')).toBeVisible();
    expect(await field('Bank name')).toBeVisible();
    // The direct debit part loads on demand once the signatories are answered.
    expect(await screen.findByText(NZ_CONFIRMATION_TEXT)).toBeVisible();
    expect(screen.getByText(NZ_DIRECT_DEBIT_PHONE)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(DIRECT_DEBIT_TERMS_MESSAGE)).toBeVisible();
  });

  it('Multiple Signatories shows only the paper form, the contact details and the upload', async () => {
    const { requests } = await openBankStep('NZ', { salesChannel: 'Online Only' });
    await userEvent.click(await screen.findByRole('radio', { name: 'Multiple Signatories' }));
    const download = await screen.findByRole('link', { name: NZ_FORM_LINK_LABEL });
    // Under the app's base path: /app/forms/nz-direct-debit-authority.html once built.
    expect(download).toHaveAttribute('href', assetUrl(NZ_FORM_PATH));
    expect(screen.getByText(NZ_CONFIRMATION_TEXT)).toBeVisible();
    expect(screen.getByText(NZ_DIRECT_DEBIT_PHONE)).toBeVisible();
    for (const label of [
      'Bank name',
      'Branch',
      'Account name',
      'Account number',
      'Signatory name',
    ]) {
      expect(queryField(label)).toBeNull();
    }
    expect(screen.queryByRole('checkbox')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await field(NZ_UPLOAD_LABEL);
    await waitFor(async () =>
      expect(await field(NZ_UPLOAD_LABEL)).toHaveAccessibleDescription(
        'PNG, JPG, PDF or HEIC, up to 16MB. Value Required',
      ),
    );
    expect(requests.some((r) => r.path === '/api/update-bank-info')).toBe(false);
  });
});

describe('saving the bank', () => {
  it('saves the primary manually, shows it masked with a checkmark, then skips the secondary', async () => {
    const { requests, merchant, router } = await openBankStep('US', {
      routes: {
        'POST /api/update-bank-info': ({ body }) => ({
          body: {
            formCompletedState: {
              ...BUSINESS_DONE,
              bankForm: (body as { setBankFormComplete: boolean }).setBankFormComplete,
            },
          },
        }),
      },
    });
    const bank = merchant.primaryBank;
    await userEvent.type(await field('Account name'), bank.bankAccountName);
    await userEvent.type(await field('Routing number'), bank.routing);
    await userEvent.type(await field('Account number'), bank.account);
    await userEvent.type(await field('Confirm account number'), bank.confirmAccount);
    await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    const skip = await screen.findByRole('button', { name: SKIP_SECONDARY_LABEL });
    expect(screen.getByText(/Account number •••••6789/)).toBeVisible();
    expect(screen.getByText('Step 2 of 2')).toBeVisible();
    const primarySave = requests.find((r) => r.path === '/api/update-bank-info');
    expect(primarySave?.body).toMatchObject({
      bankLabel: 'PRIMARY',
      setBankFormComplete: false,
      verificationSource: 'MANUAL',
      routing: bank.routing,
      account: bank.account,
    });
    await userEvent.click(skip);
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/onboarding/customer-support'),
    );
    const secondarySave = requests.filter((r) => r.path === '/api/update-bank-info')[1];
    expect(secondarySave?.body).toMatchObject({
      bankLabel: 'SECONDARY',
      setBankFormComplete: true,
      account: '',
    });
  });

  it("an answer without errors or a completed state shows 'Unexpected error' and reports it with the merchant reference", async () => {
    const reported = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { merchant } = await openBankStep('AU', {
      salesChannel: 'Online Only',
      routes: { 'POST /api/update-bank-info': { body: {} } },
    });
    const bank = merchant.primaryBank;
    await userEvent.type(await field('Account name'), bank.bankAccountName);
    await userEvent.type(await field('BSB'), bank.bsb);
    await userEvent.type(await field('Account number'), bank.account);
    await userEvent.type(await field('Confirm account number'), bank.confirmAccount);
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(UNEXPECTED_ERROR_MESSAGE);
    expect(reported).toHaveBeenCalledWith('[error report]', UNEXPECTED_ERROR_MESSAGE, {
      merchantReference: MERCHANT_REFERENCE,
      bankLabel: 'PRIMARY',
    });
  });

  it("shows the server's field errors under their fields", async () => {
    const { merchant } = await openBankStep('UK', {
      salesChannel: 'Online Only',
      routes: {
        'POST /api/update-bank-info': {
          status: 400,
          body: {
            error: 'Some fields are missing or not valid. Please check them and try again.',
            validation_errors: {
              primaryBank: {
                sortCode: {
                  code: 'InvalidFormat',
                  error: 'Invalid sort code. Must be in the format 12-34-56.',
                },
              },
            },
          },
        },
      },
    });
    const bank = merchant.primaryBank;
    await userEvent.type(await field('Account name'), bank.bankAccountName);
    await userEvent.type(await field('Sort code'), bank.sortCode);
    await userEvent.type(await field('Account number'), bank.account);
    await userEvent.type(await field('Confirm account number'), bank.confirmAccount);
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/^Sort code/)).toHaveAccessibleDescription(
        'Invalid sort code. Must be in the format 12-34-56. 6 digits. For example 11-22-33',
      ),
    );
  });
});

describe('automated bank link', () => {
  it('is offered where available, with the manual form in a modal', async () => {
    await openBankStep('US', { linkAvailable: true });
    expect(await screen.findByRole('button', { name: LINK_BUTTON })).toBeVisible();
    expect(queryField('Routing number')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: MANUAL_LINK_LABEL }));
    const modal = await screen.findByRole('dialog', { name: MANUAL_MODAL_TITLE });
    // The modal fades in: its fields become visible once the transition ends.
    await waitFor(() => expect(within(modal).getByLabelText(/^Routing number/)).toBeVisible());
  });

  it('is not offered without the server saying so', async () => {
    await openBankStep('US', { linkAvailable: false });
    expect(await field('Routing number')).toBeVisible();
    expect(screen.queryByRole('button', { name: LINK_BUTTON })).toBeNull();
  });
});

describe('the bank step while a request for changes is open (decision 0266)', () => {
  const merchant = validMerchant('US');
  const requestOf = (key: string): MerchantRevision => ({
    id: 'rev-1',
    state: 'requested',
    deadline: Date.UTC(2026, 11, 12),
    items: [
      { key, reason: 'numberMismatch', note: 'The bank has another number', changedAt: null },
    ],
  });
  const restoreWith = (revision: MerchantRevision) => ({
    'GET /api/restore': {
      body: {
        ...restoreOf(merchant, { ...BUSINESS_DONE, bankForm: true }),
        primaryBank: maskedBank({ ...merchant.primaryBank }),
        revision,
      },
    },
  });

  it('lets the flagged account number and its confirmation change, with the reason, and shows the rest read-only', async () => {
    await openBankStep('US', {
      linkAvailable: true,
      routes: restoreWith(requestOf('primaryBank.account')),
    });
    await userEvent.click(await screen.findByRole('button', { name: /Primary Bank Information/ }));
    const notice = await screen.findByTestId('revision-notice');
    expect(notice).toHaveTextContent('Primary bank account · Account number');
    // The link replaces the primary bank: offered because the primary bank is flagged.
    expect(await screen.findByRole('button', { name: LINK_BUTTON })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: MANUAL_LINK_LABEL }));
    const account = await field('Account number');
    expect(account).not.toHaveAttribute('readonly');
    expect(account).toHaveAccessibleDescription(
      /^Change requested: Number does not match the register\. Note from our team: The bank has another number/,
    );
    expect(await field('Confirm account number')).not.toHaveAttribute('readonly');
    const routing = await field('Routing number');
    expect(routing).toHaveAttribute('readonly');
    expect(await field('Account name')).toHaveAttribute('readonly');
  });

  it('offers neither the link nor a change of the primary bank when the request flags only the secondary', async () => {
    await openBankStep('US', {
      linkAvailable: true,
      routes: restoreWith(requestOf('secondaryBank.account2')),
    });
    await userEvent.click(await screen.findByRole('button', { name: /Primary Bank Information/ }));
    expect(await field('Account number')).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: LINK_BUTTON })).toBeNull();
  });
});
