/**
 * The calls of the bank step, given to the bank machine (`bankMachine.provide`): the restore and
 * link availability read together, the manual save (doc 2 §7 POST /api/update-bank-info with
 * verificationSource MANUAL).
 */
import {
  MERCHANT_API,
  type MerchantSaveResponse,
  type RestoreResponse,
} from '../../domain/api/merchant-api';
import type { SecondaryBank } from '../../domain/bank/bank';
import { primaryBankPayload, secondaryBankPayload } from '../../domain/bank/bank-payload';
import type { BankStart } from '../../machines/bank/bank-answers';
import type { ManualBankInput } from '../../machines/bank/bank.machine';
import { apiRequest } from '../api/http-client';
import { answerWithFieldErrors } from '../api/field-error-answer';
import { fetchLinkAvailability } from '../plaid/plaid-api';

/** GET /api/restore and the link availability: what the bank step starts from. */
export async function loadBankStart(signal?: AbortSignal): Promise<BankStart> {
  const [restored, linkAvailable] = await Promise.all([
    apiRequest<RestoreResponse>(MERCHANT_API.restore, { signal }),
    fetchLinkAvailability(signal),
  ]);
  return { restored, linkAvailable };
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
