import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { leadPayload } from '../../domain/lead/lead-payload';
import { trackingOfVisit } from '../../domain/lead/lead-tracking';
import { validMerchant } from '../../test/data/valid-merchant';
import { emptyFormCompletedState } from '../../domain/session/form-completion';
import { createTestApp, type TestApp } from '../testing/test-app';
import { TestBrowser } from '../testing/test-browser';
import { DIALECTS } from '../testing/test-database';
import { sayIn } from '../i18n/say';
import { EMAIL_IN_USE_ERROR, EMAIL_IN_USE_FIELD_ERROR, SIGNUP_FIELD_ERROR } from './signup-routes';

/** What the lead form sends for a complete UK lead (doc 2 §7 sign-up payload). */
const lead = (overrides: Record<string, unknown> = {}) => ({
  ...leadPayload(
    {
      ...validMerchant('UK').lead,
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'new@example.com',
    },
    trackingOfVisit(''),
  ).data,
  storeName: '  Analytical Engines  ',
  ...overrides,
});

describe.each(DIALECTS)('POST /signup on %s', (dialect) => {
  let t: TestApp;
  let browser: TestBrowser;
  beforeEach(async () => {
    t = await createTestApp(dialect);
    browser = new TestBrowser(t.app);
    await browser.checkEmail('new@example.com');
  });
  afterEach(() => t.close());

  it('creates the record in POST_LEAD, signs the browser in and gives a prospect reference', async () => {
    const response = await browser.post('/signup', { data: lead() });
    expect(response.statusCode).toBe(200);
    const body = response.json<{ mlsProspectRef: string }>();
    expect(body).toEqual({
      userState: 'POST_LEAD',
      formCompletedState: emptyFormCompletedState(),
      mlsProspectRef: expect.stringMatching(/^MP-[0-9A-F]{12}$/),
      email: 'new@example.com',
    });
    const restored = (await browser.get('/api/restore')).json();
    expect(restored).toMatchObject({
      lead: { firstName: 'Ada', storeName: 'Analytical Engines', registeredCountry: 'UK' },
      merchantAccount: { mlsProspectRef: body.mlsProspectRef },
    });
  });

  it('stores GB as UK (doc 1 §1 treats them alike)', async () => {
    await browser.post('/signup', { data: lead({ registeredCountry: 'gb' }) });
    expect((await browser.get('/api/restore')).json()).toMatchObject({
      lead: { registeredCountry: 'UK' },
    });
  });

  it.each([
    [
      'no e-mail (doc 2 §7)',
      { email: undefined },
      { email: { code: 'Required', error: 'Value Required' } },
    ],
    [
      'a bad e-mail',
      { email: 'nope' },
      { email: { code: 'InvalidEmail', error: 'Must be a valid email' } },
    ],
    [
      'no first name',
      { firstName: '  ' },
      { firstName: { code: 'Required', error: 'Value Required' } },
    ],
    [
      'no last name',
      { lastName: undefined },
      { lastName: { code: 'Required', error: 'Value Required' } },
    ],
    [
      'a country outside the five',
      { registeredCountry: 'FR' },
      { registeredCountry: { code: 'InvalidFormat', error: 'Field has invalid value' } },
    ],
  ])('refuses a lead with %s, naming the field', async (_name, overrides, fieldErrors) => {
    const response = await browser.post('/signup', { data: lead(overrides) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: sayIn('en', SIGNUP_FIELD_ERROR),
      validation_errors: { lead: fieldErrors },
    });
    expect((await browser.get('/user-state')).json()).toMatchObject({ userState: 'PRE_LEAD' });
  });

  it('refuses the e-mail of another record: Email already in use', async () => {
    await new TestBrowser(t.app).signUp('taken@example.com');
    const response = await browser.post('/signup', { data: lead({ email: 'taken@example.com' }) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'Email already in use',
      validation_errors: {
        lead: {
          email: {
            code: 'InvalidEmail',
            error:
              'This email address is already associated with an account. Please use a different email address.',
          },
        },
      },
    });
  });

  it('says the refusal in the Canadian French the browser names, its codes unchanged', async () => {
    await new TestBrowser(t.app).signUp('taken@example.com');
    const response = await browser.request({
      method: 'POST',
      url: '/signup',
      payload: { data: lead({ email: 'taken@example.com' }) },
      headers: { 'accept-language': 'fr-CA' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: sayIn('fr-CA', EMAIL_IN_USE_ERROR),
      validation_errors: {
        lead: { email: { code: 'InvalidEmail', error: sayIn('fr-CA', EMAIL_IN_USE_FIELD_ERROR) } },
      },
    });
    expect(response.json().error).toBe('Courriel déjà utilisé');
  });

  it('refuses an e-mail other than the one checked', async () => {
    const response = await browser.post('/signup', { data: lead({ email: 'other@example.com' }) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      validation_errors: { lead: { email: { code: 'FieldMismatch' } } },
    });
  });

  it('refuses a second sign-up for the same e-mail (the first one signed in)', async () => {
    expect((await browser.post('/signup', { data: lead() })).statusCode).toBe(200);
    const again = await browser.post('/signup', { data: lead() });
    expect(again.statusCode).toBe(401);
  });

  it('is only open to a browser that checked a new e-mail', async () => {
    const stranger = await new TestBrowser(t.app).post('/signup', { data: lead() });
    expect(stranger.statusCode).toBe(401);
    expect(stranger.json()).toEqual({ error: 'Please re-authenticate.' });
  });
});
