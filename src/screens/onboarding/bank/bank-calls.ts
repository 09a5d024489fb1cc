/**
 * The calls of the bank step, given to the bank machine (`bankMachine.provide`): the restore and
 * link availability read together, the manual save (doc 2 §7 POST /api/update-bank-info with
 * verificationSource MANUAL), and the NZ direct debit form's upload.
 */
import {
  MERCHANT_API,
  type MerchantSaveResponse,
  type RestoreResponse,
  type UploadFileResponse,
} from '../../../../domain/api/merchant-api';
import { API_HEADERS } from '../../../../domain/api/session-api';
import type { SecondaryBank } from '../../../../domain/merchant/bank';
import { primaryBankPayload, secondaryBankPayload } from '../../../../domain/payload/bank-payload';
import type { BankSetup, ManualBankInput } from '../../../../machines/bank.machine';
import { tabSessionId } from '../../../api/browser-session';
import { ApiError, apiRequest } from '../../../api/http-client';
import { answerWithFieldErrors, fetchLinkAvailability } from '../../../plaid/plaid-api';
import { bankSetupOf } from './bank-setup';

/** GET /api/restore and the link availability: what the bank step starts from. */
export async function loadBankSetup(signal?: AbortSignal): Promise<BankSetup> {
  const [restored, linkAvailable] = await Promise.all([
    apiRequest<RestoreResponse>(MERCHANT_API.restore, { signal }),
    fetchLinkAvailability(signal),
  ]);
  return bankSetupOf(restored, linkAvailable);
}

/** POST /api/update-bank-info with the bank payload of domain/payload (MANUAL). */
export function saveManualBank(
  input: ManualBankInput,
  signal?: AbortSignal,
): Promise<MerchantSaveResponse> {
  const options = {
    setBankFormComplete: input.setBankFormComplete,
    bankVerificationSource: 'MANUAL' as const,
  };
  const payload =
    input.label === 'PRIMARY'
      ? primaryBankPayload(input.bank, input.registeredCountry, options)
      : secondaryBankPayload(input.bank as SecondaryBank, options);
  return answerWithFieldErrors(() =>
    apiRequest<MerchantSaveResponse>(MERCHANT_API.updateBankInfo, { json: payload, signal }),
  );
}

/**
 * POST /api/upload-file as multipart (doc 2 §7) with the headers every call carries; answers the
 * stored file's url, or throws with the server's message (shown under the field, doc 2 §8).
 */
export async function uploadDirectDebitForm(
  file: File,
  field: string,
  filename: string,
): Promise<UploadFileResponse> {
  const body = new FormData();
  body.set('file', file, file.name);
  body.set('filename', filename);
  body.set('field', field);
  const response = await fetch(MERCHANT_API.uploadFile, {
    method: 'POST',
    body,
    credentials: 'same-origin',
    headers: {
      [API_HEADERS.correlationId]: crypto.randomUUID(),
      [API_HEADERS.sessionId]: tabSessionId(),
      [API_HEADERS.appVersion]: __APP_VERSION__,
    },
  });
  // The client's single 401 handler ends the session and rejects with its message.
  if (response.status === 401) await apiRequest(MERCHANT_API.restore);
  const answer = (await response.json().catch(() => ({}))) as Partial<UploadFileResponse> & {
    message?: string;
    error?: string;
  };
  if (!response.ok || !answer.url) {
    const message = answer.message ?? answer.error ?? response.statusText;
    // doc 2 §8: the server's message is shown under the field as it is.
    throw new ApiError(message, response.status, answer);
  }
  return answer as UploadFileResponse;
}
