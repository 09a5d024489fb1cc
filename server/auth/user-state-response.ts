/** The UserStateResponse (domain/api/session-api.ts) for a session or a merchant record. */
import type { UserStateResponse } from '../../domain/api/session-api';
import {
  emptyFormCompletedState,
  FORM_COMPLETION_FLAGS,
} from '../../domain/session/form-completion';
import type { FormCompletedState } from '../../domain/session/form-completion';
import { toCountryCode } from '../../domain/countries/country-code';
import { isOnboardingStatus } from '../../domain/routing/onboarding-status';
import { isUserState } from '../../domain/session/user-state';
import type { MerchantsRepository } from '../db/repositories';
import type { MerchantRow, SessionRow } from '../db/schema';

/** The stored flags, with any flag the record lacks read as not done. */
export function formCompletedStateOf(merchant: MerchantRow): FormCompletedState {
  const state = emptyFormCompletedState();
  let stored: Record<string, unknown> = {};
  try {
    stored = JSON.parse(merchant.form_completed_state) as Record<string, unknown>;
  } catch {
    stored = {};
  }
  for (const flag of FORM_COMPLETION_FLAGS) state[flag] = stored[flag] === true;
  return state;
}

/** The lead's registered country code, when the record holds a known one. */
function registeredCountryOf(merchant: MerchantRow): string | undefined {
  try {
    const lead = JSON.parse(merchant.lead ?? '{}') as { registeredCountry?: unknown };
    return toCountryCode(typeof lead.registeredCountry === 'string' ? lead.registeredCountry : '');
  } catch {
    return undefined;
  }
}

/** What a signed-in merchant's browser is told about its record. */
export function merchantUserState(
  merchant: MerchantRow,
  isEligibleForCashPay = false,
): UserStateResponse {
  return {
    // Said only when true, so answers for everyone else are unchanged.
    ...(isEligibleForCashPay ? { isEligibleForCashPay } : {}),
    ...(registeredCountryOf(merchant) ? { registeredCountry: registeredCountryOf(merchant) } : {}),
    userState: isUserState(merchant.user_state) ? merchant.user_state : 'POST_LEAD',
    formCompletedState: formCompletedStateOf(merchant),
    email: merchant.email,
    onboardingStatus: isOnboardingStatus(merchant.onboarding_status)
      ? merchant.onboarding_status
      : null,
  };
}

const LOGGED_OUT = (): UserStateResponse => ({
  userState: 'LOGGED_OUT',
  formCompletedState: emptyFormCompletedState(),
});

/** The user state of a session; a session without an identity is LOGGED_OUT. */
export async function sessionUserState(
  session: SessionRow | undefined,
  merchants: MerchantsRepository,
  cashPayOffered: (merchantId: string) => Promise<boolean> = () => Promise.resolve(false),
): Promise<UserStateResponse> {
  if (!session) return LOGGED_OUT();
  switch (session.kind) {
    case 'pending':
      return {
        userState: 'WAIT_FOR_EMAIL',
        formCompletedState: emptyFormCompletedState(),
        email: session.email ?? undefined,
      };
    case 'pre_lead':
      return {
        userState: 'PRE_LEAD',
        formCompletedState: emptyFormCompletedState(),
        email: session.email ?? undefined,
      };
    case 'authenticated': {
      const merchant = session.merchant_id
        ? await merchants.findById(session.merchant_id)
        : undefined;
      return merchant
        ? merchantUserState(merchant, await cashPayOffered(merchant.id))
        : LOGGED_OUT();
    }
    default:
      return LOGGED_OUT();
  }
}
