/**
 * The browser and the server give the same answer for every field: for generated values of each
 * text field of the company, store, owner, bank and customer support forms, the form's check in
 * the browser's machines (the shared valibot schemas with the context the screens build, read by
 * `parseWithSchema`) and the API's `validation_errors` hold the same message for that field, or
 * neither holds one.
 * Upload fields are left out: whose file an id names only the server can know.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUNTRY_CODES, type CountryCode } from '../../domain/countries/country-code';
import type { Merchant } from '../../domain/merchant/merchant';
import { primaryBankPayload } from '../../domain/bank/bank-payload';
import { customerSupportPayload } from '../../domain/customer-support/support-payload';
import { ownerErrorKey, type ErrorSection } from '../../domain/errors/field-errors';
import { ownersSchema } from '../../domain/business-details/owners.schema';
import { parseWithSchema } from '../../domain/schemas/parse-section';
import type { Text } from '../../domain/i18n/message';
import { PUBLISHED_VALUES } from '../../test/data/published-values';
import {
  companyInformationSchema,
  customerSupportSchema,
  primaryBankSchema,
  storeDetailsSchema,
} from '../../domain/schemas/section-schemas';
import { validMerchant } from '../../test/data/valid-merchant';
import { validationContextOf } from '../../domain/schemas/validate-merchant';
import {
  openRawDatabase,
  saveBody,
  signUpMerchant,
  type RawDatabase,
} from '../testing/merchant-test-kit';
import { sayIn } from '../i18n/say';
import { createTestApp, type TestApp } from '../testing/test-app';
import type { TestBrowser } from '../testing/test-browser';
import { DIALECTS } from '../testing/test-database';
import { BANK_FILE_FIELDS, COMPANY_FILE_FIELDS, OWNER_FILE_FIELDS } from './file-ownership';

interface SectionUnderTest {
  name: string;
  /** The section's values in the merchant, changed in place. */
  values: (m: Merchant) => Record<string, unknown>;
  /** The browser's message for `field`. */
  browser: (m: Merchant, field: string) => Promise<string | undefined>;
  /** Sends the merchant by the section's call; the server's message for `field`. */
  server: (b: TestBrowser, m: Merchant, field: string) => Promise<string | undefined>;
  skip: readonly string[];
}

/**
 * A browser's message in English, as the form shows it to a merchant reading English: the server
 * answers these calls (no Accept-Language, a merchant who chose no language) in English.
 */
const english = (error: Text | undefined): string | undefined =>
  error === undefined ? undefined : sayIn('en', error);

/** The browser's message for `field`: the section's check as the machines run it. */
const checked =
  (
    section: ErrorSection,
    schema: (m: Merchant) => Parameters<typeof parseWithSchema>[1],
    of: (m: Merchant) => object,
  ) =>
  async (m: Merchant, field: string) =>
    english(parseWithSchema(section, schema(m), of(m)).errors[field]?.error);

const errorsOf = async (
  response: { json: () => unknown; statusCode: number; body: string },
  section: string,
  key: string,
): Promise<string | undefined> => {
  expect([200, 400], response.body).toContain(response.statusCode);
  const body = response.json() as {
    validation_errors?: Record<string, Record<string, { error: string }>>;
  };
  return body.validation_errors?.[section]?.[key]?.error;
};

const SECTIONS: SectionUnderTest[] = [
  {
    name: 'companyInformation',
    values: (m) => m.companyInformation as unknown as Record<string, unknown>,
    browser: checked(
      'companyInformation',
      (m) => companyInformationSchema(validationContextOf(m)),
      (m) => m.companyInformation,
    ),
    server: async (b, m, field) =>
      errorsOf(
        await b.post('/api/save', saveBody(m, { companyInfoForm: true })),
        'companyInformation',
        field,
      ),
    skip: COMPANY_FILE_FIELDS,
  },
  {
    name: 'storeDetails',
    values: (m) => m.storeDetails as unknown as Record<string, unknown>,
    browser: checked(
      'storeDetails',
      (m) => storeDetailsSchema(validationContextOf(m)),
      (m) => m.storeDetails,
    ),
    server: async (b, m, field) =>
      errorsOf(
        await b.post('/api/save', saveBody(m, { storeDetailsForm: true })),
        'storeDetails',
        field,
      ),
    skip: [],
  },
  {
    name: 'owner',
    values: (m) => m.owners[0] as unknown as Record<string, unknown>,
    browser: async (m, field) => {
      const form = { owners: m.owners, agreementAccepted: m.formCompletion.agreementAccepted };
      return english(
        parseWithSchema('owners', ownersSchema(validationContextOf(m)), form).errors[
          ownerErrorKey(0, field)
        ]?.error,
      );
    },
    server: async (b, m, field) =>
      errorsOf(
        await b.post('/api/save', saveBody(m, { businessOwnerForm: true })),
        'owners',
        `bo_0_${field}`,
      ),
    skip: OWNER_FILE_FIELDS,
  },
  {
    name: 'primaryBank',
    values: (m) => m.primaryBank as unknown as Record<string, unknown>,
    browser: checked(
      'primaryBank',
      (m) => primaryBankSchema(validationContextOf(m)),
      (m) => m.primaryBank,
    ),
    server: async (b, m, field) =>
      errorsOf(
        await b.post(
          '/api/update-bank-info',
          primaryBankPayload(m.primaryBank, m.companyInformation.registeredCountry, {
            setBankFormComplete: false,
          }),
        ),
        'primaryBank',
        field,
      ),
    skip: BANK_FILE_FIELDS,
  },
  {
    name: 'customerSupport',
    values: (m) => m.customerSupport as unknown as Record<string, unknown>,
    browser: checked(
      'customerSupport',
      (m) => customerSupportSchema(validationContextOf(m)),
      (m) => m.customerSupport,
    ),
    server: async (b, m, field) =>
      errorsOf(
        await b.post(
          '/api/update-customer-service-info',
          customerSupportPayload(m.customerSupport),
        ),
        'customerSupport',
        field,
      ),
    skip: [],
  },
];

/** Values shaped like the portal's fields, real published ones, and any text. */
const fieldValue = (field: string): fc.Arbitrary<string> =>
  fc.oneof(
    fc.constantFrom(
      '',
      ' ',
      ...PUBLISHED_VALUES.filter((p) => p.field === field).map((p) => p.value),
    ),
    fc.stringMatching(/^[0-9]{0,16}$/),
    fc.stringMatching(/^[0-9 +()-]{0,18}$/),
    fc.stringMatching(/^[A-Za-z0-9 .&'-]{0,20}$/),
    fc.string({ maxLength: 24 }),
  );

describe.each(DIALECTS)('browser and server agree on every field on %s', (dialect) => {
  let t: TestApp;
  let raw: RawDatabase;
  const browsers = new Map<string, TestBrowser>();
  beforeAll(async () => {
    t = await createTestApp(dialect);
    raw = await openRawDatabase(t);
    for (const section of SECTIONS) {
      for (const country of COUNTRY_CODES) {
        const { browser } = await signUpMerchant(
          t,
          raw,
          `parity-${section.name}-${country}@example.com`.toLowerCase(),
          country,
        );
        // The server reads the other sections (the legal name an account must carry) as saved.
        await browser.post('/api/save', saveBody(validMerchant(country)));
        browsers.set(`${section.name}:${country}`, browser);
      }
    }
  }, 60_000);
  afterAll(async () => {
    await raw.close();
    await t.close();
  });

  describe.each(SECTIONS)('$name', (section) => {
    const fields = Object.entries(section.values(validMerchant('US')))
      .filter(([field, value]) => typeof value === 'string' && !section.skip.includes(field))
      .map(([field]) => field);

    it.each(fields)('%s', async (field) => {
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom<CountryCode>(...COUNTRY_CODES),
          fieldValue(field),
          async (country, value) => {
            const merchant = validMerchant(country);
            section.values(merchant)[field] = value;
            const browser = await section.browser(merchant, field);
            const server = await section.server(
              browsers.get(`${section.name}:${country}`)!,
              merchant,
              field,
            );
            expect(server, `${country} ${field}=${JSON.stringify(value)}`).toBe(browser);
          },
        ),
        { numRuns: 6 },
      );
    });
  });
});
