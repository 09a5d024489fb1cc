/**
 * The operations console's calls (domain/api/back-office-api), one function each. Console calls
 * use their own session cookie; a 401 here means the console session ended, never the merchant's.
 */
import ky, { HTTPError, type ResponsePromise } from 'ky';
import type { MaintenanceSwitch } from '../../domain/api/maintenance-api';
import type { AccountMark } from '../../domain/session/account-marks';
import {
  OPS_API,
  OPS_MAINTENANCE_PATH,
  opsApplicationPath,
  opsTestTransactionPath,
  type ApplicationDetail,
  type CashPayBackOfficeChange,
  type ApplicationListResponse,
  type ComplianceDecisionRequest,
  type OnboardingGroupRequest,
  type OpportunityStageRequest,
  type OpsLoginRequest,
  type OpsMeResponse,
  type OwnerControlsRequest,
} from '../../domain/api/back-office-api';
import {
  AGREEMENT_API,
  type AdminAgreementDocument,
  type GenerateAgreementRequest,
  type UpdateAgreementRequest,
} from '../../domain/api/agreement-api';

/** A refused console call: the server's message and the HTTP status. */
export class OpsApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'OpsApiError';
  }
}

const client = ky.create({ retry: 0, timeout: 30_000, credentials: 'same-origin' });

/** Absolute URL of a server path (the console is served from the same origin). */
const urlOf = (path: string) => new URL(path, window.location.origin).toString();

async function call<T>(request: ResponsePromise): Promise<T> {
  try {
    return await request.json<T>();
  } catch (error) {
    if (error instanceof HTTPError) {
      const body = (await error.response.json().catch(() => ({}))) as { error?: unknown };
      const message = typeof body.error === 'string' ? body.error : 'Something went wrong';
      throw new OpsApiError(message, error.response.status);
    }
    throw new OpsApiError(
      'The server could not be reached. Check your connection and try again.',
      0,
    );
  }
}

/** The query of the applications list. */
export interface ApplicationQuery {
  q?: string;
  status?: string;
  page?: number;
  pageSize?: number;
}

export const opsApi = {
  me: () => call<OpsMeResponse>(client.get(urlOf(OPS_API.me))),
  login: (body: OpsLoginRequest) =>
    call<OpsMeResponse>(client.post(urlOf(OPS_API.login), { json: body })),
  logout: () => call<{ ok: boolean }>(client.post(urlOf(OPS_API.logout))),
  applications(query: ApplicationQuery) {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) {
      if (value !== undefined && value !== '') params.set(key, String(value));
    }
    const search = params.toString();
    return call<ApplicationListResponse>(
      client.get(urlOf(`${OPS_API.applications}${search ? `?${search}` : ''}`)),
    );
  },
  application: (id: string) => call<ApplicationDetail>(client.get(urlOf(opsApplicationPath(id)))),
  decide: (id: string, body: ComplianceDecisionRequest) =>
    call<ApplicationDetail>(
      client.post(urlOf(opsApplicationPath(id, 'compliance')), { json: body }),
    ),
  setOpportunityStage: (id: string, body: OpportunityStageRequest) =>
    call<ApplicationDetail>(
      client.post(urlOf(opsApplicationPath(id, 'opportunity-stage')), { json: body }),
    ),
  setOnboardingGroup: (id: string, body: OnboardingGroupRequest) =>
    call<ApplicationDetail>(
      client.post(urlOf(opsApplicationPath(id, 'onboarding-group')), { json: body }),
    ),
  setOwnerControls: (id: string, body: OwnerControlsRequest) =>
    call<ApplicationDetail>(
      client.post(urlOf(opsApplicationPath(id, 'owner-controls')), { json: body }),
    ),
  setCashPay: (id: string, body: CashPayBackOfficeChange) =>
    call<ApplicationDetail>(client.post(urlOf(opsApplicationPath(id, 'cash-pay')), { json: body })),
  setAccountMark: (id: string, accountMark: AccountMark | null) =>
    call<ApplicationDetail>(
      client.post(urlOf(opsApplicationPath(id, 'account-mark')), { json: { accountMark } }),
    ),
  setContacts: (id: string, contactEmails: string[]) =>
    call<ApplicationDetail>(
      client.post(urlOf(opsApplicationPath(id, 'contacts')), { json: { contactEmails } }),
    ),
  maintenance: () => call<MaintenanceSwitch>(client.get(urlOf(OPS_MAINTENANCE_PATH))),
  setMaintenance: (on: boolean) =>
    call<MaintenanceSwitch>(client.post(urlOf(OPS_MAINTENANCE_PATH), { json: { on } })),
  recordTestTransaction: (id: string, storeLocationId: string) =>
    call<ApplicationDetail>(client.post(urlOf(opsTestTransactionPath(id, storeLocationId)))),
  /** The current merchant agreement of a combination (stored from the default if it was not). */
  generateAgreement: (body: GenerateAgreementRequest) =>
    call<AdminAgreementDocument>(client.post(urlOf(AGREEMENT_API.generate), { json: body })),
  /** Publishes the next version of a combination's agreement. */
  updateAgreement: (body: UpdateAgreementRequest) =>
    call<AdminAgreementDocument>(client.post(urlOf(AGREEMENT_API.update), { json: body })),
};
