/**
 * docs/architecture.md §4: ssn, dob, account numbers, routing/BSB/sort code and secret keys are encrypted at
 * rest and returned masked once saved; the raw rows of both databases never hold them in plain
 * text, and neither do the logs.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { primaryBankPayload, secondaryBankPayload } from '../../domain/bank/bank-payload';
import { validMerchant } from '../../test/data/valid-merchant';
import { createTestApp, type TestApp } from '../testing/test-app';
import { DIALECTS } from '../testing/test-database';
import {
  openRawDatabase,
  saveBody,
  signUpMerchant,
  type RawDatabase,
} from '../testing/merchant-test-kit';

const SSN = '212345678';
const ACCOUNT = '987654321';
const ROUTING = '021000021';

describe.each(DIALECTS)('encryption at rest on %s', (dialect) => {
  let t: TestApp;
  let raw: RawDatabase;
  const logs: string[] = [];
  beforeAll(async () => {
    t = await createTestApp(
      dialect,
      { LOG_LEVEL: 'trace' },
      { logStream: { write: (l) => void logs.push(l) } },
    );
    raw = await openRawDatabase(t);
  });
  afterAll(async () => {
    await raw.close();
    await t.close();
  });

  it('stores no plain ssn, dob, account, routing or secret key, and shows them masked', async () => {
    const { browser, merchantId } = await signUpMerchant(t, raw, 'vault@example.com', 'US');
    const merchant = validMerchant('US', { owners: 2 });
    merchant.owners[0]!.ssn = SSN;
    merchant.primaryBank = {
      ...merchant.primaryBank,
      account: ACCOUNT,
      confirmAccount: ACCOUNT,
      routing: ROUTING,
    };
    merchant.secondaryBank = {
      ...merchant.secondaryBank,
      account2: '55556666',
      confirmAccount2: '55556666',
      routing2: '011000015',
    };
    expect((await browser.post('/api/save', saveBody(merchant))).statusCode).toBe(200);
    expect(
      (
        await browser.post(
          '/api/update-bank-info',
          primaryBankPayload(merchant.primaryBank, 'US', { setBankFormComplete: false }),
        )
      ).statusCode,
    ).toBe(200);
    await browser.post(
      '/api/update-bank-info',
      secondaryBankPayload(merchant.secondaryBank, { setBankFormComplete: false }),
    );
    await raw.repos.merchantAccounts.update(merchantId, { secretKey: 'sk_live_abcdef123456' });

    const rows = JSON.stringify([
      await raw.db
        .selectFrom('merchant_sections')
        .selectAll()
        .where('merchant_id', '=', merchantId)
        .execute(),
      await raw.db
        .selectFrom('merchant_accounts')
        .selectAll()
        .where('merchant_id', '=', merchantId)
        .execute(),
    ]);
    for (const plain of [
      SSN,
      '1985-04-15',
      '04-15-1985',
      ACCOUNT,
      ROUTING,
      '55556666',
      '011000015',
      'sk_live_abcdef123456',
    ]) {
      expect(rows).not.toContain(plain);
    }
    expect(rows).toContain('enc:v1:');

    const restored = (await browser.get('/api/restore')).json();
    expect(restored.owners[0]).toMatchObject({ ssn: '•••••5678', dob: '••••••1985' });
    expect(restored.primaryBank).toMatchObject({
      account: '•••••4321',
      confirmAccount: '•••••4321',
      routing: '•••••0021',
    });
    expect(restored.secondaryBank).toMatchObject({ account2: '••••6666', routing2: '•••••0015' });
    expect(restored.merchantAccount).not.toHaveProperty('secretKey');
    expect((await raw.repos.merchantAccounts.get(merchantId))?.secretKey).toBe(
      'sk_live_abcdef123456',
    );
    expect(logs.join('\n')).not.toContain(SSN);
    expect(logs.join('\n')).not.toContain(ACCOUNT);
  });

  it('keeps the saved values when the masked ones come back unchanged; new values replace them', async () => {
    const { browser } = await signUpMerchant(t, raw, 'roundtrip@example.com', 'US');
    const merchant = validMerchant('US', { owners: 2 });
    merchant.owners[0]!.ssn = SSN;
    merchant.owners[1]!.ssn = '398765432';
    await browser.post('/api/save', saveBody(merchant));
    await browser.post(
      '/api/update-bank-info',
      primaryBankPayload(merchant.primaryBank, 'US', { setBankFormComplete: false }),
    );
    const restored = (await browser.get('/api/restore')).json();

    // The form sends back what it was given: the masks. The save still passes and keeps the values.
    const again = { ...merchant, owners: restored.owners, primaryBank: restored.primaryBank };
    const save = await browser.post('/api/save', saveBody(again, { businessOwnerForm: true }));
    expect(save.statusCode, save.body).toBe(200);
    const bank = await browser.post(
      '/api/update-bank-info',
      primaryBankPayload(restored.primaryBank, 'US', { setBankFormComplete: true }),
    );
    expect(bank.statusCode, bank.body).toBe(200);
    expect(bank.json().formCompletedState.bankForm).toBe(true);

    // Owner 0 removed: owner 1 moves up with its mask and keeps its own number.
    const moved = { ...merchant, owners: [restored.owners[1]] };
    expect(
      (await browser.post('/api/save', saveBody(moved, { businessOwnerForm: true }))).statusCode,
    ).toBe(200);
    const afterMove = (await browser.get('/api/restore')).json();
    expect(afterMove.owners).toHaveLength(1);
    expect(afterMove.owners[0].ssn).toBe('•••••5432');

    // A new value replaces the saved one.
    const retyped = { ...merchant, owners: [{ ...afterMove.owners[0], ssn: '111223333' }] };
    await browser.post('/api/save', saveBody(retyped));
    expect((await browser.get('/api/restore')).json().owners[0].ssn).toBe('•••••3333');
  });
});
