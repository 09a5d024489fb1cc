/**
 * Every route of the server with its contract (domain/api/route-contract.ts). The server checks
 * each request against its entry before the handler runs (server/http/route-contracts.ts), the
 * browser checks the answers it relies on (src/api/http-client.ts), and GET /api/openapi.json
 * describes them. A new route adds one entry to the list of its area.
 */
import * as v from 'valibot';
import { BACK_OFFICE_CONTRACTS } from './contracts/back-office-contracts';
import { FUNNEL_CONTRACTS } from './contracts/funnel-contracts';
import { I18N_CONTRACTS } from './contracts/i18n-contracts';
import { MERCHANT_CONTRACTS } from './contracts/merchant-contracts';
import { REPORTING_CONTRACTS } from './contracts/reporting-contracts';
import { REVISION_CONTRACTS } from './contracts/revision-contracts';
import { SESSION_CONTRACTS } from './contracts/session-contracts';
import { STATUS_CONTRACTS } from './contracts/status-contracts';
import { contractKey, type RouteContract } from './route-contract';

/** Where the API description is served. */
export const OPENAPI_PATH = '/api/openapi.json';

/** The routes outside any area: the API description, the start page and the local mailbox. */
const SERVER_CONTRACTS: readonly RouteContract[] = [
  {
    method: 'GET',
    path: OPENAPI_PATH,
    access: 'public',
    summary: 'This API description (OpenAPI 3.1).',
    response: v.looseObject({ openapi: v.string() }),
  },
  {
    method: 'GET',
    path: '/',
    access: 'public',
    summary: 'Goes to the portal (/app), keeping the query.',
  },
  {
    method: 'GET',
    path: '/dev/mailbox',
    access: 'public',
    summary: 'The mails sent by a development server (local callers only).',
  },
];

export const ROUTE_CONTRACTS: readonly RouteContract[] = [
  ...SESSION_CONTRACTS,
  ...MERCHANT_CONTRACTS,
  ...STATUS_CONTRACTS,
  ...BACK_OFFICE_CONTRACTS,
  ...REVISION_CONTRACTS,
  ...REPORTING_CONTRACTS,
  ...FUNNEL_CONTRACTS,
  ...I18N_CONTRACTS,
  ...SERVER_CONTRACTS,
];

const byKey = new Map(
  ROUTE_CONTRACTS.map((entry) => [contractKey(entry.method, entry.path), entry]),
);

/** The contract of `method` `path` (as registered, `:name` for parameters), if there is one. */
export function contractOf(method: string, path: string): RouteContract | undefined {
  return byKey.get(contractKey(method.toUpperCase(), path));
}
