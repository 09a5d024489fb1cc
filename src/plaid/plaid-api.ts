/** The bank link calls as the browser makes them (paths and shapes: domain/api/plaid-api.ts). */
import type { MerchantSaveResponse } from '../../domain/api/merchant-api';
import {
  PLAID_API,
  type CreateLinkTokenResponse,
  type PlaidAvailabilityResponse,
} from '../../domain/api/plaid-api';
import type { LinkedBankInput } from '../../machines/bank/bank.machine';
import { answerWithFieldErrors } from '../api/field-error-answer';
import { apiRequest } from '../api/http-client';

/** GET /api/plaid/availability: Plaid is configured and the merchant is eligible. */
export async function fetchLinkAvailability(signal?: AbortSignal): Promise<boolean> {
  const answer = await apiRequest<Partial<PlaidAvailabilityResponse>>(PLAID_API.availability, {
    signal,
  });
  return answer.linkAvailable === true;
}

/** POST /api/plaid/create-link-token {storeName}: a Link token, or {error: {plaidError}}. */
export function createLinkToken(
  input: { storeName: string },
  signal?: AbortSignal,
): Promise<CreateLinkTokenResponse> {
  return apiRequest<CreateLinkTokenResponse>(PLAID_API.createLinkToken, { json: input, signal });
}

/**
 * POST /api/plaid/update-bank-info: the linked account saved. A 400 with field errors resolves
 * with its body, as the machine reads field errors from answers.
 */
export async function saveLinkedBank(
  input: LinkedBankInput,
  signal?: AbortSignal,
): Promise<MerchantSaveResponse> {
  return answerWithFieldErrors(() =>
    apiRequest<MerchantSaveResponse>(PLAID_API.updateBankInfo, { json: input, signal }),
  );
}
