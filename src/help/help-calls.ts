/** The calls of the support links: the flags, the merchant's lead, and the help-desk request. */
import { MERCHANT_API, type RestoreResponse } from '../../domain/api/merchant-api';
import { API_HEADERS } from '../../domain/api/session-api';
import {
  STATUS_API,
  type FlagsResponse,
  type HelpDeskEmailResponse,
} from '../../domain/api/status-api';
import type { HelpDeskRequest, SupportFacts } from '../../machines/contact-us.machine';
import { tabSessionId } from '../api/browser-session';
import { apiRequest, failedAnswer, fetchOrExplain } from '../api/http-client';

/** GET /api/flags and GET /api/restore: what the support links and the modal need. */
export async function loadSupportFacts(signal?: AbortSignal): Promise<SupportFacts> {
  const [flags, restored] = await Promise.all([
    apiRequest<FlagsResponse>(STATUS_API.flags, { signal }),
    apiRequest<RestoreResponse>(MERCHANT_API.restore, { signal }),
  ]);
  const lead = restored.lead;
  const store = restored.storeDetails;
  return {
    flags,
    name: [lead?.firstName, lead?.lastName].filter(Boolean).join(' '),
    email: restored.email ?? lead?.email ?? '',
    country: restored.companyInformation.registeredCountry || lead?.registeredCountry || '',
    storeName: store.storeName || lead?.storeName || '',
    totalAnnualSales: store.totalAnnualSales || lead?.totalAnnualSales || '',
    opportunityOwnerEmail: restored.merchantAccount.opportunityOwnerEmail,
  };
}

/**
 * POST /send-merchant-admin-help-desk-email as multipart (doc 2 §7), with the headers every call
 * carries. The HTTP client sends JSON only; a 401 is handed to it so the session ends in its one
 * place.
 */
export async function sendHelpDeskEmail(
  request: HelpDeskRequest,
  signal?: AbortSignal,
): Promise<HelpDeskEmailResponse> {
  const body = new FormData();
  body.set('email', request.email);
  body.set('contentBody', request.contentBody);
  body.set('currentPage', request.currentPage);
  if (request.country) body.set('country', request.country);
  if (request.storeName) body.set('storeName', request.storeName);
  if (request.screenshot) body.set('file', request.screenshot, request.screenshot.name);
  const response = await fetchOrExplain(STATUS_API.helpDeskEmail, {
    method: 'POST',
    body,
    credentials: 'same-origin',
    signal,
    headers: {
      [API_HEADERS.correlationId]: crypto.randomUUID(),
      [API_HEADERS.sessionId]: tabSessionId(),
      [API_HEADERS.appVersion]: __APP_VERSION__,
    },
  });
  if (response.status === 401) {
    // The client's single 401 handler ends the session and rejects with its message.
    await apiRequest(STATUS_API.status);
  }
  const answer = (await response.json().catch(() => ({}))) as Partial<HelpDeskEmailResponse> & {
    error?: string;
  };
  if (!response.ok) {
    throw failedAnswer(response.status, answer);
  }
  return { message: answer.message ?? '' };
}
