/** The UserStateResponse (domain/api/session-api.ts) for a session or a merchant record. */
import type { UserStateResponse } from '../../domain/api/session-api';
import {
  emptyFormCompletedState,
  FORM_COMPLETION_FLAGS,
} from '../../domain/session/form-completion';
import type { FormCompletedState } from '../../domain/session/form-completion';
import { toCountryCode, type CountryCode } from '../../domain/countries/country-code';
import { isOnboardingStatus } from '../../domain/journey/onboarding-status';
import { isUserState, type UserState } from '../../domain/session/user-state';
import {
  platformOfUserState,
  type BrandAppIds,
  type PlatformAppIds,
} from '../../domain/session/platform-login';
import { effectiveUserState, type AccountMark } from '../../domain/session/account-marks';
import type { AccountContactsRepository } from '../merchant/account-contacts-repository';
import type { MerchantsRepository } from '../db/repositories';
import type { MerchantRow, SessionRow } from '../db/schema';
import { viewerRoleOf } from './viewer-role';

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

/** What the server knows about a merchant beyond its record (its account and the portal). */
export interface MerchantStateFacts {
  /** Offered cash pay: the status page then waits for the cash pay form (doc 1 §2). */
  isEligibleForCashPay?: boolean;
  /** The back office's mark on the application ('' or absent for none). */
  mark?: AccountMark | '';
  /** The portal is in maintenance. */
  maintenance?: boolean;
  /** The configured platform app ids (doc 1 §9), sent along in a platform state. */
  appIds?: PlatformAppIds;
}

/** The answer's app ids when `userState` leads to a platform page. */
export function platformAppIdsFor(
  userState: UserState,
  appIds: PlatformAppIds | undefined,
): { platformAppIds?: BrandAppIds } {
  const platform = platformOfUserState(userState);
  return platform && appIds ? { platformAppIds: appIds[platform] } : {};
}

/** The lead's registered country code, when the record holds a known one. */
export function registeredCountryOf(merchant: Pick<MerchantRow, 'lead'>): CountryCode | undefined {
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
  facts: MerchantStateFacts = {},
): UserStateResponse {
  const isEligibleForCashPay = facts.isEligibleForCashPay === true;
  const userState = effectiveUserState({
    maintenance: facts.maintenance === true,
    mark: facts.mark || null,
    stored: isUserState(merchant.user_state) ? merchant.user_state : 'POST_LEAD',
  });
  return {
    // Said only when true, so answers for everyone else are unchanged.
    ...(isEligibleForCashPay ? { isEligibleForCashPay } : {}),
    ...(registeredCountryOf(merchant) ? { registeredCountry: registeredCountryOf(merchant) } : {}),
    ...platformAppIdsFor(userState, facts.appIds),
    userState,
    formCompletedState: formCompletedStateOf(merchant),
    email: merchant.email,
    onboardingStatus: isOnboardingStatus(merchant.onboarding_status)
      ? merchant.onboarding_status
      : null,
  };
}

/** A further contact of an account, signed in, before their lead form (0073). */
export const newContactState = (email: string): UserStateResponse => ({
  userState: 'NEW_CONTACT_FOR_ACCOUNT',
  formCompletedState: emptyFormCompletedState(),
  email,
});

const LOGGED_OUT = (): UserStateResponse => ({
  userState: 'LOGGED_OUT',
  formCompletedState: emptyFormCompletedState(),
});

/**
 * The user state of a session; a session without an identity is LOGGED_OUT. In maintenance every
 * session is told MAINTENANCE_MODE (with a merchant's flags, so nothing looks lost meanwhile).
 */
export async function sessionUserState(
  session: SessionRow | undefined,
  merchants: MerchantsRepository,
  factsOf: (merchant: MerchantRow) => Promise<MerchantStateFacts> = () => Promise.resolve({}),
  maintenance = false,
  contacts?: AccountContactsRepository,
): Promise<UserStateResponse> {
  if (maintenance && session?.kind !== 'authenticated') {
    return { userState: 'MAINTENANCE_MODE', formCompletedState: emptyFormCompletedState() };
  }
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
    case 'contact': {
      // Still a contact of the account it signed in to; otherwise the session holds nothing.
      const contact = session.email ? await contacts?.find(session.email) : undefined;
      return contact && contact.merchantId === session.merchant_id
        ? newContactState(contact.email)
        : LOGGED_OUT();
    }
    case 'wrong_account':
      return {
        userState: 'WRONG_ACCOUNT',
        formCompletedState: emptyFormCompletedState(),
        email: session.email ?? undefined,
      };
    case 'authenticated': {
      const merchant = session.merchant_id
        ? await merchants.findById(session.merchant_id)
        : undefined;
      if (!merchant)
        return maintenance ? sessionUserState(undefined, merchants, factsOf, true) : LOGGED_OUT();
      return {
        ...merchantUserState(merchant, { ...(await factsOf(merchant)), maintenance }),
        // A further contact who joined the account is told their own e-mail and role.
        email: session.email ?? merchant.email,
        ...(contacts && { viewerRole: await viewerRoleOf(session.email, merchant, contacts) }),
      };
    }
    default:
      return LOGGED_OUT();
  }
}
