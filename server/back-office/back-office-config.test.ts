import { describe, expect, it } from 'vitest';
import { DEFAULT_FEATURE_FLAGS } from '../../domain/flags/feature-flags';
import { readBackOfficeConfig } from './back-office-config';

const read = (env: Record<string, string>, production = false) => {
  const problems: string[] = [];
  return { config: readBackOfficeConfig(env, production, problems), problems };
};

describe('back office configuration', () => {
  it('has documented defaults', () => {
    expect(read({})).toEqual({
      config: {
        flags: DEFAULT_FEATURE_FLAGS,
        supportEmail: 'merchant-support@portal.localhost',
        webhookSecret: undefined,
        opsLoginRateLimit: 10,
      },
      problems: [],
    });
  });

  it('turns every flag on in development, where FLAG_<NAME> can still turn one off', () => {
    const problems: string[] = [];
    const config = readBackOfficeConfig(
      { FLAG_MERCHANT_PORTAL_RELEASE_CASH_PAY: 'false' },
      false,
      problems,
      true,
    );
    const off = Object.entries(config.flags).filter(([, on]) => !on);
    expect(off).toEqual([['merchantPortalReleaseCashPay', false]]);
    expect(Object.values(DEFAULT_FEATURE_FLAGS)).toContain(false);
  });

  it('turns Contact Us requests off in production without SUPPORT_EMAIL', () => {
    expect(read({}, true).config.supportEmail).toBeUndefined();
    expect(read({ SUPPORT_EMAIL: ' Help@Provider.example ' }, true).config.supportEmail).toBe(
      'help@provider.example',
    );
  });

  it('reads each flag from FLAG_<NAME>', () => {
    const { config } = read({
      FLAG_MERCHANT_PORTAL_RELEASE_CASH_PAY: 'false',
      FLAG_MERCHANT_PORTAL_RELEASE_CASH_PAY_FEATURE_SET2: 'true',
      FLAG_MERCHANT_PORTAL_CASH_APP_UK_THEME: 'true',
    });
    expect(config.flags).toEqual({
      ...DEFAULT_FEATURE_FLAGS,
      merchantPortalReleaseCashPay: false,
      merchantPortalReleaseCashPayFeatureSet2: true,
      merchantPortalCashAppUkTheme: true,
    });
  });

  it('reports every bad value at once, each with its own message', () => {
    const { problems } = read({
      FLAG_MERCHANT_PORTAL_RELEASE_CASH_PAY: 'yes',
      SUPPORT_EMAIL: 'support',
      WEBHOOK_SECRET: 'short',
      OPS_LOGIN_RATE_LIMIT: '0',
    });
    expect(problems).toEqual([
      'FLAG_MERCHANT_PORTAL_RELEASE_CASH_PAY must be one of true, false, got "yes"',
      'SUPPORT_EMAIL must be an e-mail address, got "support"',
      'WEBHOOK_SECRET must be at least 32 characters long',
      'OPS_LOGIN_RATE_LIMIT must be a whole number from 1 to 100000, got "0"',
    ]);
  });
});
