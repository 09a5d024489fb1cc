/**
 * The automated bank link calls (doc 2 §7 plaid create-link-token and update-bank-info), shared by
 * the browser and the server.
 */
import type { FormCompletedState } from '../session/form-completion';

/** The paths of the bank link calls. */
export const PLAID_API = {
  /** GET: whether this merchant is offered the automated link. */
  availability: '/api/plaid/availability',
  createLinkToken: '/api/plaid/create-link-token',
  updateBankInfo: '/api/plaid/update-bank-info',
} as const;

/** GET /api/plaid/availability. */
export interface PlaidAvailabilityResponse {
  linkAvailable: boolean;
}
/** POST /api/plaid/create-link-token. */
export interface CreateLinkTokenResponse {
  linkToken: string;
}
/** Every refusal of a bank link call (doc 2 §7 error.plaidError). */
export interface PlaidErrorResponse {
  error: { plaidError: string };
}
/** POST /api/plaid/update-bank-info success. */
export interface LinkedBankResponse {
  formCompletedState: FormCompletedState;
}
