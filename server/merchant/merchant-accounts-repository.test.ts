/**
 * The account repository the back office writes through (doc 1 §3 merchantAccount): defaults
 * before anything is set, partial updates that leave other fields alone, the owner controls kept
 * five long, the onboarding status on the merchant record, and the secret key sealed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyMerchantAccount } from '../../domain/merchant/merchant-account';
import { createTestApp, type TestApp } from '../testing/test-app';
import { DIALECTS } from '../testing/test-database';
import { openRawDatabase, signUpMerchant, type RawDatabase } from '../testing/merchant-test-kit';

describe.each(DIALECTS)('merchant accounts repository on %s', (dialect) => {
  let t: TestApp;
  let raw: RawDatabase;
  let n = 0;
  const newMerchant = async () =>
    (await signUpMerchant(t, raw, `account${++n}@example.com`, 'AU')).merchantId;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    raw = await openRawDatabase(t);
  });
  afterAll(async () => {
    await raw.close();
    await t.close();
  });

  it('reads the doc 1 §3 defaults before the back office sets anything', async () => {
    const merchantId = await newMerchant();
    const account = await raw.repos.merchantAccounts.get(merchantId);
    const { selfServeInStore: _computed, ...defaults } = emptyMerchantAccount();
    expect(account).toEqual({
      ...defaults,
      mlsProspectRef: expect.stringMatching(/^MP-/),
      onboardingGroup: 'Normal Merchant',
      opportunityStage: 'Compliance Checks',
      messagingComplete: false,
      inStoreTrainingButtonClicked: false,
      gatewayEnabled: false,
      secretKey: '',
      cashPayEligible: false,
      cashPayIntegrationComplete: false,
      customizeCashPayProfileComplete: false,
      cashPayInvalidFee: false,
      accountMark: '',
    });
    expect(account?.ownerControls).toHaveLength(5);
  });

  it('answers undefined for a merchant that does not exist, and creates nothing', async () => {
    expect(await raw.repos.merchantAccounts.get('no-such-merchant')).toBeUndefined();
    expect(
      await raw.repos.merchantAccounts.update('no-such-merchant', { requireInsurance: true }),
    ).toBeUndefined();
    const rows = await raw.db
      .selectFrom('merchant_accounts')
      .selectAll()
      .where('merchant_id', '=', 'no-such-merchant')
      .execute();
    expect(rows).toEqual([]);
  });

  it('changes only the fields of a partial update', async () => {
    const merchantId = await newMerchant();
    await raw.repos.merchantAccounts.update(merchantId, {
      requireInsurance: true,
      onboardingGroup: 'ZDO Pilot V1',
      merchantId: 'PROVIDER-42',
    });
    const account = await raw.repos.merchantAccounts.update(merchantId, {
      inStoreTrainingComplete: true,
      opportunityStage: 'Closed Won',
      onboardingStatus: 'IN_REVIEW',
      ownerControls: [{ requireId: true, requireCertifiedId: false }],
    });
    expect(account).toMatchObject({
      requireInsurance: true,
      onboardingGroup: 'ZDO Pilot V1',
      merchantId: 'PROVIDER-42',
      inStoreTrainingComplete: true,
      opportunityStage: 'Closed Won',
      onboardingStatus: 'IN_REVIEW',
      cashPayChannel: false,
    });
    expect(account?.ownerControls).toEqual([
      { requireId: true, requireCertifiedId: false },
      ...Array.from({ length: 4 }, () => ({ requireId: false, requireCertifiedId: false })),
    ]);
    const merchant = await raw.repos.merchants.findById(merchantId);
    expect(merchant?.onboarding_status).toBe('IN_REVIEW');
  });

  it('feeds the forms: requireInsurance makes proof of insurance required on save', async () => {
    const { browser, merchantId } = await signUpMerchant(t, raw, 'insured@example.com', 'AU');
    await raw.repos.merchantAccounts.update(merchantId, { requireInsurance: true });
    const response = await browser.post('/api/save', {
      saveData: { data: { companyInformation: { registeredCountry: 'AU' } } },
      formCompletionData: { companyInfoForm: true },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().validation_errors.companyInformation.proofOfInsurance).toMatchObject({
      code: 'Required',
    });
    expect((await browser.get('/api/restore')).json().merchantAccount.requireInsurance).toBe(true);
  });

  it('sets the onboarding link once, even when asked twice at the same time', async () => {
    const merchantId = await newMerchant();
    const links = await Promise.all([
      raw.repos.merchantAccounts.setOnboardingLinkOnce(merchantId, 'https://a.example/1'),
      raw.repos.merchantAccounts.setOnboardingLinkOnce(merchantId, 'https://a.example/2'),
    ]);
    expect(links[0]).toBe(links[1]);
    expect((await raw.repos.merchantAccounts.get(merchantId))?.onboardingLink).toBe(links[0]);
  });
});
