/**
 * The bank link calls as the browser makes them (the server's side is server/routes/plaid.ts,
 * which these paths and shapes follow; the end-to-end journey proves they agree).
 */
import type { MerchantSaveResponse } from '../../domain/api/merchant-api';
import type { LinkedBankInput } from '../../machines/bank.machine';
import { ApiError, apiRequest } from '../api/http-client';

export const PLAID_API = {
  availability: '/api/plaid/availability',
  createLinkToken: '/api/plaid/create-link-token',
  updateBankInfo: '/api/plaid/update-bank-info',
} as const;

/** GET /api/plaid/availability: Plaid is configured and the merchant is eligible. */
export async function fetchLinkAvailability(signal?: AbortSignal): Promise<boolean> {
  const answer = await apiRequest<{ linkAvailable?: unknown }>(PLAID_API.availability, { signal });
  return answer.linkAvailable === true;
}

/** POST /api/plaid/create-link-token {storeName}: a Link token, or {error: {plaidError}}. */
export function createLinkToken(
  input: { storeName: string },
  signal?: AbortSignal,
): Promise<{ linkToken: string }> {
  return apiRequest<{ linkToken: string }>(PLAID_API.createLinkToken, { json: input, signal });
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

/** The body of a refusal for field errors as an answer; any other failure stays a failure. */
export async function answerWithFieldErrors(
  call: () => Promise<MerchantSaveResponse>,
): Promise<MerchantSaveResponse> {
  try {
    return await call();
  } catch (error) {
    const body = error instanceof ApiError ? (error.body as MerchantSaveResponse | null) : null;
    if (error instanceof ApiError && error.status === 400 && body?.validation_errors) return body;
    throw error;
  }
}
