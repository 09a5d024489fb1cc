import type { MerchantSaveResponse } from '../../domain/api/merchant-api';
import { ApiError } from './http-client';

/**
 * A refusal for field errors (400 with `validation_errors`) read as an answer, since machines take
 * field errors from answers; any other failure stays a failure.
 */
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
