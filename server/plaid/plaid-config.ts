/**
 * Plaid's part of the server configuration (read with the rest in server/app/config.ts):
 *
 * - `PLAID_CLIENT_ID`, `PLAID_SECRET`, `PLAID_ENV` (sandbox | production): all three turn the
 *   automated bank link on; none leaves it off (the bank step then shows only the manual form);
 *   some but not all is a configuration error.
 * - `PLAID_BASE_URL`: an http(s) URL that replaces the environment's API host, for a proxy or a
 *   local stand-in of Plaid's API in tests.
 * - `PLAID_CLIENT_NAME`: the name Link shows to the merchant (30 characters at most, Plaid's
 *   limit); 'Merchant Onboarding' when unset.
 */
import { PlaidEnvironments } from 'plaid';

export const PLAID_ENVS = ['sandbox', 'production'] as const;
export type PlaidEnv = (typeof PLAID_ENVS)[number];

/** Plaid shows "This Application" instead of a longer client name (its /link/token/create docs). */
export const PLAID_CLIENT_NAME_MAX = 30;
export const DEFAULT_PLAID_CLIENT_NAME = 'Merchant Onboarding';

export interface PlaidConfig {
  clientId: string;
  secret: string;
  env: PlaidEnv;
  /** The API host calls go to: the environment's, or PLAID_BASE_URL. */
  basePath: string;
  clientName: string;
}

const REQUIRED = ['PLAID_CLIENT_ID', 'PLAID_SECRET', 'PLAID_ENV'] as const;

/**
 * Reads the Plaid settings from `env`, adding one message per bad value to `problems`; undefined
 * when Plaid is not configured (or wrongly configured).
 */
export function readPlaidConfig(
  env: Record<string, string | undefined>,
  problems: string[],
): PlaidConfig | undefined {
  const text = (name: string): string | undefined => env[name]?.trim() || undefined;
  const missing = REQUIRED.filter((name) => text(name) === undefined);
  const extras = ['PLAID_BASE_URL', 'PLAID_CLIENT_NAME'].filter((name) => text(name));
  if (missing.length === REQUIRED.length) {
    if (extras.length > 0) {
      problems.push(`${extras.join(' and ')} need PLAID_CLIENT_ID, PLAID_SECRET and PLAID_ENV`);
    }
    return undefined;
  }
  const before = problems.length;
  if (missing.length > 0) {
    problems.push(
      `PLAID_CLIENT_ID, PLAID_SECRET and PLAID_ENV are set together; missing ${missing.join(', ')}`,
    );
  }
  const rawEnv = text('PLAID_ENV');
  if (rawEnv !== undefined && !(PLAID_ENVS as readonly string[]).includes(rawEnv)) {
    problems.push(`PLAID_ENV must be one of ${PLAID_ENVS.join(', ')}, got "${rawEnv}"`);
  }
  const baseUrl = text('PLAID_BASE_URL');
  if (baseUrl !== undefined && !isHttpUrl(baseUrl)) {
    problems.push('PLAID_BASE_URL must be a http:// or https:// URL');
  }
  const clientName = text('PLAID_CLIENT_NAME') ?? DEFAULT_PLAID_CLIENT_NAME;
  if (clientName.length > PLAID_CLIENT_NAME_MAX) {
    problems.push(`PLAID_CLIENT_NAME must be at most ${PLAID_CLIENT_NAME_MAX} characters long`);
  }
  if (problems.length > before) return undefined;
  const plaidEnv = rawEnv as PlaidEnv;
  return {
    clientId: text('PLAID_CLIENT_ID')!,
    secret: text('PLAID_SECRET')!,
    env: plaidEnv,
    basePath: (baseUrl ?? PlaidEnvironments[plaidEnv]!).replace(/\/+$/, ''),
    clientName,
  };
}

function isHttpUrl(raw: string): boolean {
  try {
    const { protocol } = new URL(raw);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}
