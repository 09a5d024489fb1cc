/**
 * The calls of the customer support step (doc 2 §7): the saved details and the country their
 * phone number is checked for, read from GET /api/restore; the save through
 * POST /api/update-customer-service-info, a 400's field errors answered as its body.
 */
import {
  MERCHANT_API,
  type MerchantSaveResponse,
  type RestoreResponse,
} from '../../domain/api/merchant-api';
import type { CustomerSupport } from '../../domain/customer-support/customer-support';
import { merchantOfRestore } from '../../domain/business-details/merchant-draft';
import { customerSupportPayload } from '../../domain/customer-support/support-payload';
import type { SupportStart } from '../../machines/customer-support/customer-support.machine';
import { validationContextOf } from '../../domain/schemas/validation-context';
import { apiRequest } from '../api/http-client';
import { answerWithFieldErrors } from '../api/field-error-answer';

/** GET /api/restore: the customer support details and the validation context. */
export async function loadCustomerSupport(signal?: AbortSignal): Promise<SupportStart> {
  const restored = await apiRequest<RestoreResponse>(MERCHANT_API.restore, { signal });
  const merchant = merchantOfRestore(restored);
  return {
    values: merchant.customerSupport,
    context: validationContextOf(merchant),
    revision: restored.revision ?? null,
  };
}

/** POST /api/update-customer-service-info with the three fields, trimmed. */
export function saveCustomerSupport(
  values: CustomerSupport,
  signal?: AbortSignal,
): Promise<MerchantSaveResponse> {
  return answerWithFieldErrors(() =>
    apiRequest<MerchantSaveResponse>(MERCHANT_API.updateCustomerServiceInfo, {
      json: customerSupportPayload(values),
      signal,
    }),
  );
}
