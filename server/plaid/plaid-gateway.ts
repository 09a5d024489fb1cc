/**
 * The adapter around Plaid's API (docs/architecture.md §4 "External systems sit behind small adapters with
 * the real client inside"): the official `plaid` client (PlaidApi + Configuration) pointed at the
 * configured host. Three calls: /link/token/create, /item/public_token/exchange and /auth/get.
 * Plaid's errors become {@link PlaidFailure}s carrying the message the merchant is shown.
 */
import {
  Configuration,
  CountryCode,
  DepositoryAccountSubtype,
  PlaidApi,
  Products,
  type AuthGetResponse,
} from 'plaid';
import { msg, type Text } from '../../domain/i18n/message';
import type { PlaidConfig } from './plaid-config';

/** The countries the automated link serves (doc 2 §4: US and Canada business types). */
export type PlaidCountry = 'US' | 'CA';

/** The account numbers of one linked account, as the country's bank format needs them. */
export type LinkedAccountNumbers =
  | { format: 'ach'; routing: string; account: string }
  | { format: 'eft'; institution: string; branch: string; account: string };

/** The languages the portal opens Link in. */
export type PlaidLanguage = 'en' | 'fr';

/** What the portal asks of Plaid. */
export interface PlaidGateway {
  /** A Link token for the merchant (`clientUserId`) to open Link with. */
  createLinkToken(request: {
    clientUserId: string;
    legalName: string;
    country: PlaidCountry;
    /** Link's own language: the merchant's (Plaid offers French in Canada). */
    language: PlaidLanguage;
  }): Promise<string>;
  /** Exchanges Link's public token for the Item's access token. */
  exchangePublicToken(publicToken: string): Promise<string>;
  /** The numbers of `accountId` in the Item of `accessToken`. */
  accountNumbers(accessToken: string, accountId: string): Promise<LinkedAccountNumbers>;
}

/** Shown when Plaid answers without a message of its own, or cannot be reached. */
export const PLAID_UNAVAILABLE_MESSAGE = msg('bank.server.plaidUnavailable');
/** Shown when the chosen account carries no numbers a deposit can be sent to. */
export const PLAID_NO_NUMBERS_MESSAGE = msg('bank.server.plaidNoNumbers');

/**
 * A call Plaid refused or that did not reach it; `said` is what the merchant sees: Plaid's own
 * words, or our message said in the merchant's language.
 */
export class PlaidFailure extends Error {
  constructor(
    readonly said: Text,
    readonly errorCode: string,
    readonly requestId: string | undefined,
  ) {
    super(typeof said === 'string' ? said : said.id);
    this.name = 'PlaidFailure';
  }
}

interface PlaidErrorBody {
  error_code?: unknown;
  error_message?: unknown;
  display_message?: unknown;
  request_id?: unknown;
}

/** Plaid's error as a PlaidFailure: its display message for people, else its error message. */
export function plaidFailureOf(error: unknown): PlaidFailure {
  if (error instanceof PlaidFailure) return error;
  // The client rejects with its HTTP library's error; Plaid's JSON error is its response data.
  const data: unknown = (error as { response?: { data?: unknown } } | null)?.response?.data;
  const body = typeof data === 'object' && data !== null ? (data as PlaidErrorBody) : undefined;
  const text = (value: unknown) => (typeof value === 'string' && value.trim()) || undefined;
  if (!body) return new PlaidFailure(PLAID_UNAVAILABLE_MESSAGE, 'UNREACHABLE', undefined);
  return new PlaidFailure(
    text(body.display_message) ?? text(body.error_message) ?? PLAID_UNAVAILABLE_MESSAGE,
    text(body.error_code) ?? 'UNKNOWN',
    text(body.request_id),
  );
}

/** The numbers of `accountId` in an /auth/get answer, ACH (US) before EFT (Canada). */
export function numbersOfAccount(
  auth: Pick<AuthGetResponse, 'numbers'>,
  accountId: string,
): LinkedAccountNumbers {
  const ach = auth.numbers.ach.find((n) => n.account_id === accountId);
  if (ach) return { format: 'ach', routing: ach.routing, account: ach.account };
  const eft = auth.numbers.eft.find((n) => n.account_id === accountId);
  if (eft) {
    return {
      format: 'eft',
      institution: eft.institution,
      branch: eft.branch,
      account: eft.account,
    };
  }
  throw new PlaidFailure(PLAID_NO_NUMBERS_MESSAGE, 'NO_AUTH_NUMBERS', undefined);
}

const PLAID_COUNTRY: Record<PlaidCountry, CountryCode> = { US: CountryCode.Us, CA: CountryCode.Ca };

/** Calls Plaid's API at `config.basePath` with the configured keys. */
export function createPlaidGateway(config: PlaidConfig): PlaidGateway {
  const api = new PlaidApi(
    new Configuration({
      basePath: config.basePath,
      baseOptions: {
        headers: { 'PLAID-CLIENT-ID': config.clientId, 'PLAID-SECRET': config.secret },
        timeout: 20_000,
      },
    }),
  );
  const call = async <T>(request: () => Promise<{ data: T }>): Promise<T> => {
    try {
      return (await request()).data;
    } catch (error) {
      throw plaidFailureOf(error);
    }
  };
  return {
    async createLinkToken({ clientUserId, legalName, country, language }) {
      const data = await call(() =>
        api.linkTokenCreate({
          client_name: config.clientName,
          language,
          country_codes: [PLAID_COUNTRY[country]],
          user: { client_user_id: clientUserId, legal_name: legalName },
          products: [Products.Auth],
          // Deposits need a checking or savings account.
          account_filters: {
            depository: {
              account_subtypes: [
                DepositoryAccountSubtype.Checking,
                DepositoryAccountSubtype.Savings,
              ],
            },
          },
        }),
      );
      return data.link_token;
    },
    async exchangePublicToken(publicToken) {
      const data = await call(() => api.itemPublicTokenExchange({ public_token: publicToken }));
      return data.access_token;
    },
    async accountNumbers(accessToken, accountId) {
      const data = await call(() =>
        api.authGet({ access_token: accessToken, options: { account_ids: [accountId] } }),
      );
      return numbersOfAccount(data, accountId);
    },
  };
}
