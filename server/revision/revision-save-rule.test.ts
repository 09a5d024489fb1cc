/**
 * The saves while a request for changes is open (docs/decisions/0262): a change outside the
 * flagged items is refused whole with 409 and the open fields; flagged changes are kept and
 * recorded (before and after, or only "changed" for a sensitive value); two tabs at once, a
 * request made while a save is in flight, and a withdrawn request lose no acknowledged change.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RevisionRefusal } from '../../domain/api/revision-api';
import { primaryBankPayload } from '../../domain/bank/bank-payload';
import { saveFormFields } from '../../domain/business-details/save-payload';
import { opsRevisionPath } from '../../domain/api/revision-api';
import { customerSupportPayload } from '../../domain/customer-support/support-payload';
import {
  multipart,
  openRawDatabase,
  saveBody,
  type RawDatabase,
} from '../testing/merchant-test-kit';
import {
  askForChanges,
  copyOf,
  detailOf,
  merchantInReview,
  reviewer,
} from '../testing/revision-kit';
import { createTestApp, type TestApp } from '../testing/test-app';
import { DIALECTS } from '../testing/test-database';
import type { TestBrowser } from '../testing/test-browser';

const ITEMS = [
  { key: 'companyInformation.ein', reason: 'numberMismatch' as const },
  { key: 'owners.0.ssn', reason: 'numberMismatch' as const },
];
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');
const OPEN_MESSAGE =
  'While changes are requested, only these can change: Company Information · Employer Identification Number (EIN), Beneficial Owners · Owner 1 · Social Security Number. Nothing was saved.';

describe.each(DIALECTS)('saves while changes are requested on %s', (dialect) => {
  let t: TestApp;
  let raw: RawDatabase;
  let ops: TestBrowser;
  let n = 0;
  const asked = async () => {
    const shop = await merchantInReview(t, raw, `fix${++n}@example.com`);
    const response = await askForChanges(ops, shop.merchantId, ITEMS);
    if (response.statusCode !== 200) throw new Error(response.body);
    return shop;
  };
  const companyOf = async (browser: TestBrowser) =>
    (await browser.get('/api/restore')).json().companyInformation;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    raw = await openRawDatabase(t);
    ops = await reviewer(t, 'reviewer@example.com');
  });
  afterAll(async () => {
    await raw.close();
    await t.close();
  });

  it('refuses a save that changes an unflagged field, whole, naming the open fields', async () => {
    const shop = await asked();
    const changed = copyOf(shop.merchant);
    changed.companyInformation.ein = '987654321';
    changed.companyInformation.legalBusinessName = 'Other Name Limited';
    const response = await shop.browser.post('/api/save', saveBody(changed));
    expect(response.statusCode).toBe(409);
    const refusal = response.json<RevisionRefusal>();
    expect(refusal.error).toBe(OPEN_MESSAGE);
    expect(refusal.openFields.sort()).toEqual(['companyInformation.ein', 'owners.0.ssn']);
    // Nothing of it was kept, not even the flagged number sent with it.
    expect(await companyOf(shop.browser)).toMatchObject({
      ein: shop.merchant.companyInformation.ein,
      legalBusinessName: shop.merchant.companyInformation.legalBusinessName,
    });
    expect((await detailOf(ops, shop.merchantId)).revisions?.[0]?.changes).toEqual([]);
  });

  it('refuses an added owner, the bank and the customer support forms when they are not flagged', async () => {
    const shop = await asked();
    const more = copyOf(shop.merchant);
    more.owners.push({ ...more.owners[1]!, firstName: 'Third' });
    const added = await shop.browser.post('/api/save', saveBody(more));
    expect(added.statusCode).toBe(409);
    expect((await shop.browser.get('/api/restore')).json().owners).toHaveLength(2);
    const bank = await shop.browser.post(
      '/api/update-bank-info',
      primaryBankPayload({ ...shop.merchant.primaryBank, bankAccountName: 'Changed' }, 'US', {
        setBankFormComplete: true,
        bankVerificationSource: 'MANUAL',
      }),
    );
    expect(bank.statusCode).toBe(409);
    expect(bank.json().error).toBe(OPEN_MESSAGE);
    const support = await shop.browser.post(
      '/api/update-customer-service-info',
      customerSupportPayload({
        ...shop.merchant.customerSupport,
        customerSupportEmail: 'help@other.example',
      }),
    );
    expect(support.statusCode).toBe(409);
  });

  it('keeps flagged changes and records them: values for ordinary fields, "changed" for sensitive ones', async () => {
    const shop = await asked();
    const fixed = copyOf(shop.merchant);
    fixed.companyInformation.ein = '987654321';
    fixed.owners[0]!.ssn = '212345679';
    const response = await shop.browser.post('/api/save', saveBody(fixed));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().revision).toMatchObject({
      state: 'beingFixed',
      items: [{ changedAt: t.clock.now() }, { changedAt: t.clock.now() }],
    });
    expect((await companyOf(shop.browser)).ein).toBe('987654321');
    const [record] = (await detailOf(ops, shop.merchantId)).revisions ?? [];
    expect(record?.changes).toEqual(
      expect.arrayContaining([
        {
          key: 'companyInformation.ein',
          sensitive: false,
          before: shop.merchant.companyInformation.ein,
          after: '987654321',
          at: t.clock.now(),
        },
        { key: 'owners.0.ssn', sensitive: true, before: null, after: null, at: t.clock.now() },
      ]),
    );
    // The same values again change nothing and record nothing.
    t.clock.advance(1000);
    expect((await shop.browser.post('/api/save', saveBody(fixed))).statusCode).toBe(200);
    expect((await detailOf(ops, shop.merchantId)).revisions?.[0]?.changes).toHaveLength(2);
  });

  it('two tabs at once: the flagged change is kept, the other refused, nothing lost', async () => {
    const shop = await asked();
    const flagged = copyOf(shop.merchant);
    flagged.companyInformation.ein = '555555555';
    const other = copyOf(shop.merchant);
    other.companyInformation.legalBusinessName = 'Second Tab Limited';
    const [first, second] = await Promise.all([
      shop.browser.post('/api/save', saveBody(flagged)),
      shop.browser.post('/api/save', saveBody(other)),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 409]);
    expect(await companyOf(shop.browser)).toMatchObject({
      ein: '555555555',
      legalBusinessName: shop.merchant.companyInformation.legalBusinessName,
    });
  });

  it('a request made while a save is in flight: that save stands or is refused whole, the next is judged', async () => {
    const shop = await merchantInReview(t, raw, `flight${++n}@example.com`);
    const renamed = copyOf(shop.merchant);
    renamed.companyInformation.legalBusinessName = 'In Flight Limited';
    const [save, ask] = await Promise.all([
      shop.browser.post('/api/save', saveBody(renamed)),
      askForChanges(ops, shop.merchantId, ITEMS),
    ]);
    expect(ask.statusCode, ask.body).toBe(200);
    const stored = (await companyOf(shop.browser)).legalBusinessName;
    // Acknowledged means kept; refused means not kept.
    expect(stored).toBe(
      save.statusCode === 200
        ? 'In Flight Limited'
        : shop.merchant.companyInformation.legalBusinessName,
    );
    const later = copyOf(renamed);
    later.companyInformation.legalBusinessName = 'After The Request Limited';
    const refused = await shop.browser.post('/api/save', saveBody(later));
    expect(refused.statusCode).toBe(409);
    expect((await companyOf(shop.browser)).legalBusinessName).toBe(stored);
  });

  it('takes a new upload for a flagged document', async () => {
    const shop = await merchantInReview(t, raw, `document${++n}@example.com`);
    await askForChanges(ops, shop.merchantId, [
      { key: 'owners.0.govId', reason: 'documentUnreadable' },
    ]);
    const uploaded = await shop.browser.request({
      method: 'POST',
      url: '/api/upload-file',
      ...multipart(
        { field: 'govId' },
        { file: { name: 'id.pdf', bytes: PDF, type: 'application/pdf' } },
      ),
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const fixed = copyOf(shop.merchant);
    fixed.owners[0]!.govId = uploaded.json().url;
    const response = await shop.browser.post('/api/save', saveBody(fixed));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().revision.items[0].changedAt).toBe(t.clock.now());
    expect((await detailOf(ops, shop.merchantId)).revisions?.[0]?.changes).toEqual([
      expect.objectContaining({
        key: 'owners.0.govId',
        sensitive: false,
        before: shop.merchant.owners[0]!.govId,
        after: uploaded.json().url,
      }),
    ]);
  });

  it('takes a flagged account number with its confirmation through the bank form', async () => {
    const shop = await merchantInReview(t, raw, `bank${++n}@example.com`);
    const bank = (primaryBank: typeof shop.merchant.primaryBank) =>
      shop.browser.post(
        '/api/update-bank-info',
        primaryBankPayload(primaryBank, 'US', {
          setBankFormComplete: true,
          bankVerificationSource: 'MANUAL',
        }),
      );
    expect((await bank(shop.merchant.primaryBank)).statusCode).toBe(200);
    await askForChanges(ops, shop.merchantId, [
      { key: 'primaryBank.account', reason: 'numberMismatch' },
    ]);
    const response = await bank({
      ...shop.merchant.primaryBank,
      account: '555000111',
      confirmAccount: '555000111',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().revision.state).toBe('beingFixed');
    expect((await detailOf(ops, shop.merchantId)).revisions?.[0]?.changes).toEqual([
      expect.objectContaining({
        key: 'primaryBank.account',
        sensitive: true,
        before: null,
        after: null,
      }),
    ]);
  });

  it('refuses a new store locations file, which no request can flag', async () => {
    const shop = await asked();
    const fields = saveFormFields(saveBody(copyOf(shop.merchant)));
    const csv = Buffer.from('Store name,Street,City\nAcme 9,9 Shop Street,Springfield\n');
    const response = await shop.browser.request({
      method: 'POST',
      url: '/api/save',
      ...multipart(fields, { storeLocationsFile: { name: 'stores.csv', bytes: csv } }),
    });
    expect(response.statusCode, response.body).toBe(409);
    expect(response.json<RevisionRefusal>().error).toBe(OPEN_MESSAGE);
    expect((await shop.browser.get('/api/restore')).json().storeLocationsFile).toEqual(
      shop.merchant.storeLocationsFile,
    );
  });

  it('a withdrawn request frees the saves again', async () => {
    const shop = await asked();
    expect((await ops.post(opsRevisionPath(shop.merchantId, 'withdraw'))).statusCode).toBe(200);
    const renamed = copyOf(shop.merchant);
    renamed.companyInformation.legalBusinessName = 'Free Again Limited';
    const response = await shop.browser.post('/api/save', saveBody(renamed));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().revision).toBeNull();
    expect((await companyOf(shop.browser)).legalBusinessName).toBe('Free Again Limited');
  });
});
