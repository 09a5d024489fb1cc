/**
 * The operations console's calls (domain/api/back-office-api), one function each. Console calls
 * use their own session cookie; a 401 here means the console session ended, never the merchant's.
 */
import {
  ApplicationAnswer,
  ApplicationListAnswer,
  MaintenanceAnswer,
  OpsMeAnswer,
} from '../../domain/api/contracts/back-office-contracts';
import type { AnySchema } from '../../domain/api/route-contract';
import { ApiError, apiRequest, type RequestOptions } from '../api/http-client';
import type { MaintenanceSwitch } from '../../domain/api/maintenance-api';
import { FunnelAnswer } from '../../domain/api/contracts/funnel-contracts';
import { OPS_FUNNEL_PATH, type FunnelAnswer as FunnelReport } from '../../domain/api/funnel-api';
import type { FunnelFilterChoice } from '../../machines/ops/funnel.machine';
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
import { opsRevisionPath, type RevisionRequestBody } from '../../domain/api/revision-api';
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

/** The console's plain words when the server is not reached. */
const UNREACHABLE = 'The server could not be reached. Check your connection and try again.';

/**
 * A console call through the app's one HTTP client: its headers and answer checks, but a 401 is
 * the console's own refusal (the merchant session is not touched), nothing is sent twice, and the
 * answer is in English, the staff's language, whatever the visit shows a merchant.
 */
async function call<T>(path: string, options: RequestOptions = {}): Promise<T> {
  try {
    return await apiRequest<T>(path, {
      ...options,
      unauthorized: 'refuse',
      retry: 0,
      language: 'en',
    });
  } catch (error) {
    if (error instanceof ApiError) {
      const body = error.body as { error?: unknown } | null | undefined;
      const message = typeof body?.error === 'string' ? body.error : 'Something went wrong';
      throw new OpsApiError(message, error.status);
    }
    throw new OpsApiError(UNREACHABLE, 0);
  }
}

const post = (json?: unknown, answer?: AnySchema): RequestOptions =>
  json === undefined
    ? { method: 'post' as const, ...(answer ? { answer } : {}) }
    : { json, ...(answer ? { answer } : {}) };

/** A staff change of one application: answers the application as it now is. */
const change = (id: string, action: Parameters<typeof opsApplicationPath>[1], json: unknown) =>
  call<ApplicationDetail>(opsApplicationPath(id, action), { json, answer: ApplicationAnswer });

/** The query of the applications list. */
export interface ApplicationQuery {
  q?: string;
  status?: string;
  page?: number;
  pageSize?: number;
}

export const opsApi = {
  me: () => call<OpsMeResponse>(OPS_API.me, { answer: OpsMeAnswer }),
  login: (body: OpsLoginRequest) => call<OpsMeResponse>(OPS_API.login, post(body, OpsMeAnswer)),
  logout: () => call<{ ok: boolean }>(OPS_API.logout, post()),
  applications(query: ApplicationQuery) {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) {
      if (value !== undefined && value !== '') params.set(key, String(value));
    }
    const search = params.toString();
    return call<ApplicationListResponse>(`${OPS_API.applications}${search ? `?${search}` : ''}`, {
      answer: ApplicationListAnswer,
    });
  },
  application: (id: string) =>
    call<ApplicationDetail>(opsApplicationPath(id), { answer: ApplicationAnswer }),
  decide: (id: string, body: ComplianceDecisionRequest) => change(id, 'compliance', body),
  setOpportunityStage: (id: string, body: OpportunityStageRequest) =>
    change(id, 'opportunity-stage', body),
  setOnboardingGroup: (id: string, body: OnboardingGroupRequest) =>
    change(id, 'onboarding-group', body),
  setOwnerControls: (id: string, body: OwnerControlsRequest) => change(id, 'owner-controls', body),
  setCashPay: (id: string, body: CashPayBackOfficeChange) => change(id, 'cash-pay', body),
  setAccountMark: (id: string, accountMark: AccountMark | null) =>
    change(id, 'account-mark', { accountMark }),
  setContacts: (id: string, contactEmails: string[], administratorEmails: string[]) =>
    change(id, 'contacts', { contactEmails, administratorEmails }),
  funnel(filter: FunnelFilterChoice) {
    const params = new URLSearchParams({ days: String(filter.days) });
    if (filter.country) params.set('country', filter.country);
    if (filter.brand) params.set('brand', filter.brand);
    return call<FunnelReport>(`${OPS_FUNNEL_PATH}?${params}`, { answer: FunnelAnswer });
  },
  maintenance: () => call<MaintenanceSwitch>(OPS_MAINTENANCE_PATH, { answer: MaintenanceAnswer }),
  setMaintenance: (on: boolean) =>
    call<MaintenanceSwitch>(OPS_MAINTENANCE_PATH, post({ on }, MaintenanceAnswer)),
  recordTestTransaction: (id: string, storeLocationId: string) =>
    call<ApplicationDetail>(opsTestTransactionPath(id, storeLocationId), {
      method: 'post',
      answer: ApplicationAnswer,
    }),
  /** Asks the merchant for changes: answers the application with the request open. */
  requestRevision: (id: string, body: RevisionRequestBody) =>
    call<ApplicationDetail>(opsRevisionPath(id), { json: body, answer: ApplicationAnswer }),
  /** Withdraws the open request for changes: answers the application back in review. */
  withdrawRevision: (id: string) =>
    call<ApplicationDetail>(opsRevisionPath(id, 'withdraw'), {
      method: 'post',
      answer: ApplicationAnswer,
    }),
  /** The current merchant agreement of a combination (stored from the default if it was not). */
  generateAgreement: (body: GenerateAgreementRequest) =>
    call<AdminAgreementDocument>(AGREEMENT_API.generate, { json: body }),
  /** Publishes the next version of a combination's agreement. */
  updateAgreement: (body: UpdateAgreementRequest) =>
    call<AdminAgreementDocument>(AGREEMENT_API.update, { json: body }),
};
