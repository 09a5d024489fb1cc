/** POST /api/redux-log/{email} (doc 2 §7, doc 1 §9) on both databases: flag-gated, own e-mail only. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  STATE_LOG_BODY_ERROR,
  STATE_LOG_NOT_YOURS_ERROR,
  STATE_LOG_OFF_ERROR,
  stateLogPath,
} from '../../domain/api/state-log-api';
import { featureFlagEnvName } from '../../domain/flags/feature-flags';
import { openRawDatabase, signUpMerchant, type RawDatabase } from '../testing/merchant-test-kit';
import { createTestApp, type TestApp } from '../testing/test-app';
import { TestBrowser } from '../testing/test-browser';
import { DIALECTS } from '../testing/test-database';

const body = { diffs: [{ at: 1, actor: 'session', value: 'signedIn', changes: { page: 2 } }] };

describe.each(DIALECTS)('POST /api/redux-log/{email} on %s', (dialect) => {
  let on: TestApp;
  let off: TestApp;
  let rawOn: RawDatabase;
  let rawOff: RawDatabase;
  let n = 0;
  beforeAll(async () => {
    on = await createTestApp(dialect, {
      [featureFlagEnvName('merchantPortalDebugStateLog')]: 'true',
    });
    off = await createTestApp(dialect);
    rawOn = await openRawDatabase(on);
    rawOff = await openRawDatabase(off);
  });
  afterAll(async () => {
    await rawOn.close();
    await rawOff.close();
    await on.close();
    await off.close();
  });

  it('takes the diffs of the session’s own e-mail while the flag is on', async () => {
    const { browser, email } = await signUpMerchant(on, rawOn, `log${++n}@example.com`);
    const answer = await browser.post(stateLogPath(email), body);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({ ok: true });
  });

  it('is off by default', async () => {
    const { browser, email } = await signUpMerchant(off, rawOff, `log${++n}@example.com`);
    const answer = await browser.post(stateLogPath(email), body);
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toEqual({ error: STATE_LOG_OFF_ERROR });
  });

  it('refuses another e-mail, no session, and a bad body', async () => {
    const { browser } = await signUpMerchant(on, rawOn, `log${++n}@example.com`);
    const other = await browser.post(stateLogPath('someone.else@example.com'), body);
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual({ error: STATE_LOG_NOT_YOURS_ERROR });
    const anonymous = await new TestBrowser(on.app).post(stateLogPath('x@example.com'), body);
    expect(anonymous.statusCode).toBe(401);
    const { browser: mine, email } = await signUpMerchant(on, rawOn, `log${++n}@example.com`);
    for (const bad of [
      {},
      { diffs: [] },
      { diffs: [{ at: 'now' }] },
      { diffs: body.diffs, x: 1 },
    ]) {
      const answer = await mine.post(stateLogPath(email), bad);
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toEqual({ error: STATE_LOG_BODY_ERROR });
    }
  });
});
