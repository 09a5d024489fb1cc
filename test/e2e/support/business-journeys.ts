/**
 * The merchants of the business details journeys, one per country, and the steps they take in
 * the browser: the lead, the three business sections, signing back in by the mailed link and
 * reading every answer back.
 */
import { sayIn } from '../../i18n/say-in';
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import {
  answer,
  coveredMessage,
  field,
  fillText,
  messageUnder,
  nextLeadPage,
  openSection,
  pickOption,
  waitForAppPath,
  type Scope,
} from './business-details';
import type { CountryCode } from '../../../domain/countries/country-code';
import { normaliseField } from '../../../domain/validators/normalise';
import { COMPANY_LABELS, localLabel } from '../../../machines/forms/field-labels';
import { signInWithEmail } from './login';
import type { RunningPortal } from './portal';
import { signInLinkFrom } from './sign-in-link';
import { expectNoAxeViolations } from './axe';
import { hasFocus } from './keyboard';

/** What a merchant of one country answers; valid formats and checksums (test/data/valid-merchant.ts). */
export interface CountryJourney {
  country: string;
  code: CountryCode;
  businessType: string;
  sales: string;
  phone: string;
  dob: string;
  /** Company fields particular to the country: label → value. */
  numbers: Record<string, string>;
  /** A wrong value, the field it goes in and the seed message shown under it. */
  wrong: { label: string; value: string; message: string };
  state?: { option?: string; text?: string };
  postalCode: string;
  ssn?: string;
  /** Store questions that apply to an online store in this country. */
  crossBorder: boolean;
  /** NZ companies confirm their address matches the NZBN register (doc 2 §4). */
  confirmAddress?: boolean;
}

export const JOURNEYS: CountryJourney[] = [
  {
    country: 'United States',
    code: 'US',
    businessType: 'Corporation',
    sales: '$500,001 - $1 Million',
    phone: '+1 415 867 5309',
    dob: '15 Apr 1985',
    numbers: { 'Employer Identification Number (EIN)': '123456789' },
    wrong: {
      label: 'Employer Identification Number (EIN)',
      value: '12-345678',
      message: 'Must be 9 digits. No dashes/other characters accepted.',
    },
    state: { option: 'California' },
    postalCode: '94105',
    ssn: '212345678',
    crossBorder: false,
  },
  {
    country: 'Australia',
    code: 'AU',
    businessType: 'Private Company',
    sales: '$500K-$1M',
    phone: '+61 2 9374 4000',
    dob: '15 Apr 1985',
    // Typed as the Australian Business Register prints it; kept as its 11 digits.
    numbers: { 'Australian Business Number (ABN)': '51 824 753 556' },
    wrong: { label: 'Business postcode', value: '20000', message: 'Exact length 4' },
    state: { option: 'New South Wales' },
    postalCode: '2000',
    crossBorder: true,
  },
  {
    country: 'New Zealand',
    code: 'NZ',
    businessType: 'Private Company',
    sales: '$500K-$1M',
    phone: '+64 21 123 4567',
    dob: '15 Apr 1985',
    numbers: { 'Company registration number': '1234567' },
    wrong: {
      label: 'Company registration number',
      value: '12a4567',
      message: 'Field must contain only digits / numbers.',
    },
    state: { text: 'Auckland' },
    postalCode: '1010',
    crossBorder: true,
    confirmAddress: true,
  },
  {
    country: 'United Kingdom',
    code: 'UK',
    businessType: 'Private Company',
    sales: 'Up to £100k',
    phone: '+44 20 7946 0958',
    dob: '15 Apr 1985',
    numbers: { 'Company number': '01234567' },
    wrong: {
      label: 'Company number',
      value: '1234567',
      message:
        'UK registered company numbers have 8 characters - either 8 numbers (12345678) or 2 letters + 6 numbers (AB123456). If you only have seven numbers, add a leading zero (01234567).',
    },
    postalCode: 'SW1A 1AA',
    crossBorder: false,
  },
  {
    country: 'Canada',
    code: 'CA',
    businessType: 'Corporation',
    sales: 'Under $100,000',
    phone: '+1 416 967 1111',
    dob: '15 Apr 1985',
    numbers: { 'Business Number (BN)': '123456782', 'Provincial registry ID': '1234567' },
    wrong: {
      label: 'Business Number (BN)',
      value: '12345678',
      message: 'Must enter 9 digit BN (first 9 digits of your tax ID).',
    },
    state: { option: 'Ontario' },
    postalCode: 'M5V 3L9',
    crossBorder: true,
  },
];

/** The company field a label names. */
const fieldOfLabel = (label: string): string =>
  Object.entries(COMPANY_LABELS).find(([, l]) => sayIn('en', l) === label)?.[0] ?? label;

/** The four lead pages in the control order, typed and picked in the browser. */
export async function completeLead(page: Page, j: CountryJourney): Promise<void> {
  await page.getByRole('heading', { name: 'About your business', exact: true }).waitFor();
  await expectNoAxeViolations(page, `${j.country}: lead, About your business`);
  await pickOption(page, 'Country of registration', j.country);
  await fillText(page, 'Store name', `Acme ${j.country}`);
  await pickOption(page, 'Industry', 'Clothing');
  await fillText(page, 'Website', 'https://acme.example.com');
  await nextLeadPage(page, 'How you sell');
  await expectNoAxeViolations(page, `${j.country}: lead, How you sell`);
  if (j.country !== 'Canada') await pickOption(page, 'Where do you sell?', 'Online Only');
  await pickOption(page, 'E-commerce platform', 'Shopify');
  await answer(page, 'Are you a franchisee?', 'No');
  await nextLeadPage(page, 'The size of your business');
  await expectNoAxeViolations(page, `${j.country}: lead, The size of your business`);
  await pickOption(page, 'Total annual sales', j.sales);
  await nextLeadPage(page, 'Your contact details');
  await expectNoAxeViolations(page, `${j.country}: lead, Your contact details`);
  await fillText(page, 'First name', 'Jane');
  await fillText(page, 'Last name', 'Doe');
  await fillText(page, 'Phone number', j.phone);
  // doc 1 §2: the privacy-policy notice is shown for the UK only.
  const notice = page.getByText(/as set out in our privacy policy/);
  expect(await notice.isVisible()).toBe(j.country === 'United Kingdom');
  await page.getByRole('button', { name: 'Submit' }).click();
}

export async function completeCompany(page: Page, j: CountryJourney): Promise<void> {
  await openSection(page, 'Company Information');
  await expectNoAxeViolations(page, `${j.country}: Company Information`);
  await pickOption(page, 'Business type', j.businessType);
  await fillText(page, 'Legal business name', `Acme ${j.country} Limited`);
  for (const [label, value] of Object.entries(j.numbers)) {
    // Each identifier has a hint with an example under its label, and no placeholder.
    expect(await messageUnder(page, label)).toMatch(/For example \S|registry/);
    expect(await field(page, label).getAttribute('placeholder')).toBeNull();
    await fillText(page, label, value);
  }
  await fillText(page, 'Business street address', '1 Market Street');
  await fillText(page, 'Business city', 'Springfield');
  const businessState = localLabel('Business state or province', j.code);
  if (j.state?.option) await pickOption(page, businessState, j.state.option);
  if (j.state?.text) await fillText(page, businessState, j.state.text);
  await fillText(page, localLabel('Business postal code', j.code), j.postalCode);
  if (j.confirmAddress)
    await field(page, 'This address matches the one registered to our NZBN').check();

  // A wrong value first: the seed message shows under its field and nothing is sent.
  const right = await field(page, j.wrong.label).inputValue();
  await fillText(page, j.wrong.label, j.wrong.value);
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect.poll(() => messageUnder(page, j.wrong.label)).toBe(j.wrong.message);
  await expectNoAxeViolations(page, `${j.country}: Company Information with an error showing`);
  await fillText(page, j.wrong.label, right);
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await page.getByRole('form', { name: 'Store Details' }).waitFor();
}

export async function completeStore(page: Page, j: CountryJourney): Promise<void> {
  await expectNoAxeViolations(page, `${j.country}: Store Details`);
  await answer(page, 'Do you ship your own orders?', 'Yes');
  await pickOption(page, 'Average time to ship', 'Less than one week');
  if (j.crossBorder) {
    await pickOption(page, 'Interested in selling to shoppers abroad?', 'Not at this time');
  }
  await answer(page, 'Do you take pre-orders?', 'No');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await page.getByRole('form', { name: 'Beneficial Owners' }).waitFor();
}

export async function completeOwners(page: Page, j: CountryJourney): Promise<void> {
  await expectNoAxeViolations(page, `${j.country}: Beneficial Owners`);
  // A submit with nothing typed yet: focus moves to the first field at fault, the date of birth,
  // and its message stays in view (the calendar waits for a click or a keystroke).
  await page.getByRole('button', { name: 'Submit business details' }).click();
  const dob = field(page, 'Date of birth');
  await expect.poll(() => hasFocus(dob)).toBe(true);
  expect(await coveredMessage(page, 'Date of birth')).toBe('');
  await fillOwners(page, j);
  await page.getByRole('button', { name: 'Submit business details' }).click();
  await waitForAppPath(page, '/onboarding/bank-info');
}

/** Types the first owner and accepts the agreement, without submitting. */
export async function fillOwners(page: Page, j: CountryJourney): Promise<void> {
  expect(await field(page, 'Owner first name').inputValue()).toBe('Jane');
  await fillText(page, 'Date of birth', j.dob);
  if (j.ssn) await fillText(page, 'Social Security Number', j.ssn);
  await fillText(page, 'Home street address', '2 High Street');
  await fillText(page, 'City', 'Springfield');
  const state = localLabel('State or province', j.code);
  if (j.state?.option) await pickOption(page, state, j.state.option);
  if (j.state?.text) await fillText(page, state, j.state.text);
  await fillText(page, localLabel('Postal code', j.code), j.postalCode);
  await page.getByLabel('I accept the merchant agreement and privacy policy').check();
}

/** Signs out, asks for a link on the login page and follows it from the SMTP sink. */
export async function signBackIn(portal: RunningPortal, page: Page, email: string): Promise<Page> {
  await page.goto(`${portal.appUrl}logout`);
  await page.getByLabel('Email address').waitFor();
  const seen = portal.mail.received.length;
  await signInWithEmail(page, email);
  await page.getByRole('heading', { name: 'Check your email' }).waitFor();
  await expectNoAxeViolations(page, 'check your email');
  const link = signInLinkFrom(await portal.mail.waitForMail(email, 15_000, seen));
  const returning = await page.context().newPage();
  await returning.goto(link);
  await returning.getByRole('heading', { name: 'Sign in to your application' }).waitFor();
  await expectNoAxeViolations(returning, 'sign in to your application');
  await returning.getByRole('button', { name: 'Continue' }).click();
  await waitForAppPath(returning, /^\/onboarding/);
  return returning;
}

export async function expectRestored(
  portal: RunningPortal,
  page: Page,
  j: CountryJourney,
): Promise<void> {
  await page.goto(`${portal.appUrl}onboarding/company-information`);
  await openSection(page, 'Company Information');
  expect(await field(page, 'Business type').inputValue()).toBe(j.businessType);
  expect(await field(page, 'Legal business name').inputValue()).toBe(`Acme ${j.country} Limited`);
  for (const [label, value] of Object.entries(j.numbers)) {
    expect(await field(page, label).inputValue()).toBe(normaliseField(fieldOfLabel(label), value));
  }
  expect(await field(page, 'Business street address').inputValue()).toBe('1 Market Street');
  expect(await field(page, localLabel('Business postal code', j.code)).inputValue()).toBe(
    j.postalCode,
  );

  await openSection(page, 'Store Details');
  expect(await field(page, 'Store name').inputValue()).toBe(`Acme ${j.country}`);
  expect(await field(page, 'Average time to ship').inputValue()).toBe('Less than one week');

  await openSection(page, 'Beneficial Owners');
  expect(await field(page, 'Owner last name').inputValue()).toBe('Doe');
  expect(await field(page, 'Home street address').inputValue()).toBe('2 High Street');
  // Sensitive values come back masked: the date of birth shows as saved with its year only.
  expect(await field(page, 'Date of birth').inputValue()).toBe('');
  // Polled: the field's plain input gives way to the date input once that code has loaded.
  await expect
    .poll(() => messageUnder(page, 'Date of birth'))
    .toContain(`Saved (year ${j.dob.slice(-4)})`);
  if (j.ssn)
    expect(await field(page, 'Social Security Number').inputValue()).toBe(
      `•••••${j.ssn.slice(-4)}`,
    );
  expect(
    await page.getByLabel('I accept the merchant agreement and privacy policy').isChecked(),
  ).toBe(true);
}

/** The lead of an Australian store selling online and in store. */
export async function completeInStoreLead(page: Page): Promise<void> {
  await page.getByRole('heading', { name: 'About your business', exact: true }).waitFor();
  await pickOption(page, 'Country of registration', 'Australia');
  await fillText(page, 'Store name', 'Acme Stores');
  await pickOption(page, 'Industry', 'Clothing');
  await fillText(page, 'Website', 'https://acme.example.com');
  await nextLeadPage(page, 'How you sell');
  await pickOption(page, 'Where do you sell?', 'Online and In-store');
  await answer(page, 'Do your stores accept contactless payment?', 'Yes');
  await pickOption(page, 'E-commerce platform', 'Shopify');
  await pickOption(page, 'Payment acquirer', 'Other');
  await answer(page, 'Are you a franchisee?', 'No');
  await nextLeadPage(page, 'The size of your business');
  await pickOption(page, 'Total annual sales (online and in-store)', '$500K-$1M');
  await fillText(page, 'Annual in-store sales', '250000');
  await fillText(page, 'Number of stores', '2');
  await nextLeadPage(page, 'Your contact details');
  await fillText(page, 'First name', 'Jane');
  await fillText(page, 'Last name', 'Doe');
  await fillText(page, 'Phone number', '+61 2 9374 4000');
  await page.getByRole('button', { name: 'Submit' }).click();
}

/** The fields of one store location, in the form or in the modal. */
export async function fillLocation(scope: Scope, name: string, street: string) {
  await fillText(scope, 'Location name', name);
  await answer(scope, 'Is this store in a mall?', 'No');
  await answer(scope, 'Is this location a residence?', 'No');
  await fillText(scope, 'Store street address', street);
  await fillText(scope, 'Store city', 'Sydney');
  // An Australian store: "state or territory" and "postcode" (decision 0110).
  await pickOption(scope, 'Store state or territory', 'New South Wales');
  await fillText(scope, 'Store postcode', '2000');
}
