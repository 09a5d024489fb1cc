/**
 * The back office's part of the server configuration (read with the rest in server/app/config.ts):
 *
 * - `FLAG_<NAME>` = true | false for every feature flag (domain/flags; defaults there, every flag
 *   on in development), e.g.
 *   FLAG_MERCHANT_PORTAL_RELEASE_CASH_PAY=false.
 * - `SUPPORT_EMAIL`: where Contact Us requests go. Outside production it defaults to
 *   merchant-support@portal.localhost (the dev mailbox shows it); in production, without it the
 *   Contact Us call answers 503 rather than sending requests nowhere.
 * - `WEBHOOK_SECRET` (32+ characters): signs back office webhooks; without it the webhook
 *   endpoint answers 503 and only the console moves merchants.
 * - `OPS_LOGIN_RATE_LIMIT`: console sign-in attempts per client address per 15 minutes (10).
 */
import {
  DEFAULT_FEATURE_FLAGS,
  FEATURE_FLAG_NAMES,
  featureFlagEnvName,
  type FeatureFlags,
} from '../../domain/flags/feature-flags';
import { isValidEmailAddress, normaliseEmail } from '../../domain/session/email-address';

export interface BackOfficeConfig {
  flags: FeatureFlags;
  /** Undefined: Contact Us requests cannot be sent (production without SUPPORT_EMAIL). */
  supportEmail: string | undefined;
  /** Undefined: the webhook endpoint is off. */
  webhookSecret: string | undefined;
  opsLoginRateLimit: number;
}

const MIN_WEBHOOK_SECRET_LENGTH = 32;
const DEV_SUPPORT_EMAIL = 'merchant-support@portal.localhost';

/** Reads the back office settings from `env`, adding one message per bad value to `problems`. */
export function readBackOfficeConfig(
  env: Record<string, string | undefined>,
  production: boolean,
  problems: string[],
  development = false,
): BackOfficeConfig {
  const text = (name: string): string | undefined => env[name]?.trim() || undefined;

  // In development every feature is shown (cash pay, Contact Us, the debug log…), so whoever
  // runs `npm start` sees the whole product; production and tests keep the defaults.
  const flags = development
    ? (Object.fromEntries(FEATURE_FLAG_NAMES.map((flag) => [flag, true])) as FeatureFlags)
    : { ...DEFAULT_FEATURE_FLAGS };
  for (const flag of FEATURE_FLAG_NAMES) {
    const name = featureFlagEnvName(flag);
    const raw = text(name);
    if (raw === undefined) continue;
    if (raw === 'true' || raw === 'false') flags[flag] = raw === 'true';
    else problems.push(`${name} must be one of true, false, got "${raw}"`);
  }

  let supportEmail = text('SUPPORT_EMAIL');
  if (supportEmail !== undefined && !isValidEmailAddress(supportEmail)) {
    problems.push(`SUPPORT_EMAIL must be an e-mail address, got "${supportEmail}"`);
    supportEmail = undefined;
  }
  supportEmail = supportEmail
    ? normaliseEmail(supportEmail)
    : production
      ? undefined
      : DEV_SUPPORT_EMAIL;

  let webhookSecret = text('WEBHOOK_SECRET');
  if (webhookSecret !== undefined && webhookSecret.length < MIN_WEBHOOK_SECRET_LENGTH) {
    problems.push(`WEBHOOK_SECRET must be at least ${MIN_WEBHOOK_SECRET_LENGTH} characters long`);
    webhookSecret = undefined;
  }

  let opsLoginRateLimit = 10;
  const rawLimit = text('OPS_LOGIN_RATE_LIMIT');
  if (rawLimit !== undefined) {
    if (/^\d+$/.test(rawLimit) && Number(rawLimit) >= 1 && Number(rawLimit) <= 100_000) {
      opsLoginRateLimit = Number(rawLimit);
    } else {
      problems.push(
        `OPS_LOGIN_RATE_LIMIT must be a whole number from 1 to 100000, got "${rawLimit}"`,
      );
    }
  }

  return { flags, supportEmail, webhookSecret, opsLoginRateLimit };
}
