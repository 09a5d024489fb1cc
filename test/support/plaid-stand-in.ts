/**
 * A local HTTP stand-in for Plaid's API (an outside system, unreachable from tests): the three
 * endpoints the portal calls, /link/token/create, /item/public_token/exchange and /auth/get, with
 * Plaid's request and response shapes, its keys checked as Plaid checks them (PLAID-CLIENT-ID and
 * PLAID-SECRET headers, or client_id and secret in the body) and its error body
 * ({error_type, error_code, error_message, display_message, request_id}).
 *
 * A Link session is not run here. A link token `link-sandbox-<id>` issued by the stand-in
 * finishes, in the browser's stand-in of Link, with the public token `public-sandbox-<id>` and
 * the account {@link STAND_IN_ACCOUNT} of {@link STAND_IN_INSTITUTION}; the public token is
 * accepted once, as Plaid's are.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The account every stand-in Link session returns (Plaid sandbox's checking account). */
export const STAND_IN_ACCOUNT = {
  id: 'vzeNDwK7KQIm4yEog683uElbp9GRLEFXGK98D',
  name: 'Plaid Checking',
  mask: '0000',
  type: 'depository',
  subtype: 'checking',
} as const;

/** The institution of every stand-in Link session (a Plaid sandbox institution). */
export const STAND_IN_INSTITUTION = { name: 'First Platypus Bank', institution_id: 'ins_109508' };

/** The numbers the stand-in's account carries, per Plaid country. */
export const STAND_IN_NUMBERS = {
  US: { account: '1111222233330000', routing: '011401533', wire_routing: '021000021' },
  CA: { account: '111122223333', institution: '021', branch: '01140' },
} as const;

/** The public token Link returns for a session opened with `linkToken`. */
export function publicTokenFor(linkToken: string): string {
  return linkToken.replace(/^link-/, 'public-');
}

/** A Plaid error as its API answers it. */
export interface StandInError {
  status: number;
  error_type: string;
  error_code: string;
  error_message: string;
  display_message: string | null;
}

export interface PlaidStandIn {
  /** The base URL to give the client (PLAID_BASE_URL). */
  url: string;
  clientId: string;
  secret: string;
  /** Every request received: path and JSON body (keys removed). */
  requests: Array<{ path: string; body: Record<string, unknown> }>;
  /** The next call to `path` answers `error` instead. */
  failNext(path: string, error: StandInError): void;
  close(): Promise<void>;
}

type Json = Record<string, unknown>;

interface LinkSession {
  country: 'US' | 'CA';
  clientUserId: string;
}

const plaidError = (
  status: number,
  error_type: string,
  error_code: string,
  error_message: string,
): StandInError => ({ status, error_type, error_code, error_message, display_message: null });

async function readJson(request: IncomingMessage): Promise<Json | undefined> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  try {
    const value: unknown = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Json)
      : undefined;
  } catch {
    return undefined;
  }
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;

/** Starts the stand-in on a free port of 127.0.0.1. */
export async function startPlaidStandIn(
  keys: { clientId?: string; secret?: string } = {},
): Promise<PlaidStandIn> {
  const clientId = keys.clientId ?? 'stand-in-client-id';
  const secret = keys.secret ?? 'stand-in-secret';
  const requests: PlaidStandIn['requests'] = [];
  const failures = new Map<string, StandInError>();
  const linkSessions = new Map<string, LinkSession>();
  const usedPublicTokens = new Set<string>();
  const items = new Map<string, LinkSession & { itemId: string }>();

  const endpoints: Record<string, (body: Json) => Json | StandInError> = {
    '/link/token/create': (body) => {
      const user = body.user as Json | undefined;
      const countries = body.country_codes;
      const products = body.products;
      if (!text(body.client_name) || !text(body.language) || !text(user?.client_user_id)) {
        return plaidError(
          400,
          'INVALID_REQUEST',
          'MISSING_FIELDS',
          'the following required fields are missing: client_name, language, user.client_user_id',
        );
      }
      if (!Array.isArray(countries) || countries.length !== 1) {
        return plaidError(
          400,
          'INVALID_REQUEST',
          'INVALID_FIELD',
          'country_codes must hold one country',
        );
      }
      const country = countries[0];
      if (country !== 'US' && country !== 'CA') {
        return plaidError(
          400,
          'INVALID_REQUEST',
          'INVALID_FIELD',
          `unsupported country: ${String(country)}`,
        );
      }
      if (!Array.isArray(products) || !products.includes('auth')) {
        return plaidError(
          400,
          'INVALID_REQUEST',
          'INVALID_PRODUCT',
          'auth must be among the products',
        );
      }
      const linkToken = `link-sandbox-${randomUUID()}`;
      linkSessions.set(linkToken, { country, clientUserId: String(user?.client_user_id) });
      return {
        link_token: linkToken,
        expiration: new Date(Date.now() + 4 * 3600_000).toISOString(),
        request_id: randomUUID(),
      };
    },
    '/item/public_token/exchange': (body) => {
      const publicToken = text(body.public_token);
      const session = publicToken && linkSessions.get(publicToken.replace(/^public-/, 'link-'));
      if (!publicToken || !session || usedPublicTokens.has(publicToken)) {
        return plaidError(
          400,
          'INVALID_INPUT',
          'INVALID_PUBLIC_TOKEN',
          'provided public token is in an invalid format. expected format: public-<environment>-<identifier>',
        );
      }
      usedPublicTokens.add(publicToken);
      const accessToken = `access-sandbox-${randomUUID()}`;
      const itemId = randomUUID();
      items.set(accessToken, { ...session, itemId });
      return { access_token: accessToken, item_id: itemId, request_id: randomUUID() };
    },
    '/auth/get': (body) => {
      const item = items.get(text(body.access_token) ?? '');
      if (!item) {
        return plaidError(
          400,
          'INVALID_INPUT',
          'INVALID_ACCESS_TOKEN',
          'provided access token is in an invalid format. expected format: access-<environment>-<identifier>',
        );
      }
      const wanted = (body.options as Json | undefined)?.account_ids;
      if (Array.isArray(wanted) && wanted.some((id) => id !== STAND_IN_ACCOUNT.id)) {
        return plaidError(
          400,
          'INVALID_INPUT',
          'INVALID_ACCOUNT_ID',
          'one or more of the account IDs is invalid',
        );
      }
      const { id, name, mask, type, subtype } = STAND_IN_ACCOUNT;
      const numbers = { ach: [] as Json[], eft: [] as Json[], international: [], bacs: [] };
      if (item.country === 'US') numbers.ach.push({ account_id: id, ...STAND_IN_NUMBERS.US });
      else numbers.eft.push({ account_id: id, ...STAND_IN_NUMBERS.CA });
      return {
        accounts: [
          {
            account_id: id,
            name,
            mask,
            type,
            subtype,
            official_name: `${name} Account`,
            balances: {
              available: 100,
              current: 110,
              iso_currency_code: item.country === 'US' ? 'USD' : 'CAD',
              limit: null,
              unofficial_currency_code: null,
            },
          },
        ],
        numbers,
        item: {
          item_id: item.itemId,
          institution_id: STAND_IN_INSTITUTION.institution_id,
          available_products: ['balance'],
          billed_products: ['auth'],
          consent_expiration_time: null,
          error: null,
          update_type: 'background',
          webhook: '',
        },
        request_id: randomUUID(),
      };
    },
  };

  const send = (response: ServerResponse, status: number, body: Json) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };

  const server = createServer((request, response) => {
    void (async () => {
      const path = request.url ?? '';
      const body = await readJson(request);
      const endpoint = endpoints[path];
      if (request.method !== 'POST' || !endpoint) {
        return send(response, 404, {
          error_type: 'INVALID_REQUEST',
          error_code: 'NOT_FOUND',
          error_message: 'not found',
          display_message: null,
          request_id: randomUUID(),
        });
      }
      const { client_id, secret: bodySecret, ...fields } = body ?? {};
      requests.push({ path, body: fields });
      const failure =
        body === undefined
          ? plaidError(400, 'INVALID_REQUEST', 'INVALID_BODY', 'body could not be parsed as JSON')
          : (request.headers['plaid-client-id'] ?? client_id) !== clientId ||
              (request.headers['plaid-secret'] ?? bodySecret) !== secret
            ? plaidError(
                400,
                'INVALID_INPUT',
                'INVALID_API_KEYS',
                'invalid client_id or secret provided',
              )
            : failures.get(path);
      failures.delete(path);
      const answer = failure ?? endpoint(fields);
      if ('error_code' in answer && 'status' in answer) {
        const { status, ...error } = answer as StandInError;
        return send(response, status, {
          ...error,
          request_id: randomUUID(),
          suggested_action: null,
        });
      }
      return send(response, 200, answer);
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    clientId,
    secret,
    requests,
    failNext: (path, error) => failures.set(path, error),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
