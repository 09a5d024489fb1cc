/** The cash pay calls of domain/api/cash-pay-api.ts, over the app's HTTP client. */
import {
  CASH_PAY_API,
  INVALID_FEE,
  type CashPayEligibilityResponse,
  type InvalidFeeResponse,
  type UpdateCashPayChannelResponse,
  type UpdateCashPayInfoRequest,
  type UpdateCashPayInfoResponse,
  type UpdateProfileImageUrlRequest,
  type UpdateProfileImageUrlResponse,
} from '../../domain/api/cash-pay-api';
import { MERCHANT_API, type RestoreResponse } from '../../domain/api/merchant-api';
import { answerWithFieldErrors } from '../api/field-error-answer';
import { ApiError, apiRequest } from '../api/http-client';

export const checkEligibility = (signal?: AbortSignal) =>
  apiRequest<CashPayEligibilityResponse>(CASH_PAY_API.checkEligibility, { signal });

/** The cash form; a 400 with validation_errors is read as the answer (doc 2 §8). */
export const updateCashPayInfo = (request: UpdateCashPayInfoRequest, signal?: AbortSignal) =>
  answerWithFieldErrors(() =>
    apiRequest<UpdateCashPayInfoResponse>(CASH_PAY_API.updateInfo, { json: request, signal }),
  );

/** The one-click activation of a merchant who accepted the agreement before. */
export const activateCashPay = (signal?: AbortSignal) =>
  answerWithFieldErrors(() =>
    apiRequest<UpdateCashPayInfoResponse>(CASH_PAY_API.activate, { method: 'post', signal }),
  );

/** The profile logo URL or the skip; the server's message is the global error (doc 2 §8). */
export async function updateProfileImage(
  request: UpdateProfileImageUrlRequest,
  signal?: AbortSignal,
): Promise<UpdateProfileImageUrlResponse> {
  try {
    return await apiRequest<UpdateProfileImageUrlResponse>(CASH_PAY_API.updateProfileImageUrl, {
      json: request,
      signal,
    });
  } catch (error) {
    const body = error instanceof ApiError ? (error.body as Record<string, unknown> | null) : null;
    const fieldError = (
      body?.validation_errors as { cashPay?: Record<string, { error: string }> } | undefined
    )?.cashPay?.cashPayLogoUrl?.error;
    const message = fieldError ?? (typeof body?.error === 'string' ? body.error : undefined);
    if (message) return { success: false, error: message };
    throw error;
  }
}

/**
 * The channel update for the merchant's own store (its mlsProspectRef, read from the restore
 * call); an INVALID_FEE refusal is read as the answer (doc 2 §8).
 */
export async function updateChannel(
  signal?: AbortSignal,
): Promise<UpdateCashPayChannelResponse | InvalidFeeResponse> {
  const restored = await apiRequest<RestoreResponse>(MERCHANT_API.restore, { signal });
  try {
    return await apiRequest<UpdateCashPayChannelResponse>(CASH_PAY_API.updateChannel, {
      json: { mlsProspectRef: restored.merchantAccount.mlsProspectRef },
      signal,
    });
  } catch (error) {
    const body = error instanceof ApiError ? (error.body as InvalidFeeResponse | null) : null;
    if (error instanceof ApiError && error.status === 409 && body?.error === INVALID_FEE) {
      return body;
    }
    throw error;
  }
}
