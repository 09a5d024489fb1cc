/** The calls of the support links: the flags, the merchant's lead, and the help-desk request. */
import { MERCHANT_API, type RestoreResponse } from '../../domain/api/merchant-api';
import { RestoreAnswer } from '../../domain/api/contracts/merchant-contracts';
import { HelpDeskAnswer } from '../../domain/api/contracts/status-contracts';
import {
  STATUS_API,
  type FlagsResponse,
  type HelpDeskEmailResponse,
} from '../../domain/api/status-api';
import type { HelpDeskRequest, SupportFacts } from '../../machines/help/contact-us.machine';
import { apiFormRequest, apiRequest } from '../api/http-client';

/** GET /api/flags and GET /api/restore: what the support links and the modal need. */
export async function loadSupportFacts(signal?: AbortSignal): Promise<SupportFacts> {
  const [flags, restored] = await Promise.all([
    apiRequest<FlagsResponse>(STATUS_API.flags, { signal }),
    apiRequest<RestoreResponse>(MERCHANT_API.restore, { signal, answer: RestoreAnswer }),
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
 * POST /send-merchant-admin-help-desk-email as multipart (doc 2 §7), through the HTTP client's
 * form call: the same headers, 401 handling and plain refusals as every other call.
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
  const answer = await apiFormRequest<HelpDeskEmailResponse>(STATUS_API.helpDeskEmail, body, {
    answer: HelpDeskAnswer,
    ...(signal ? { signal } : {}),
  });
  return { message: answer.message };
}
