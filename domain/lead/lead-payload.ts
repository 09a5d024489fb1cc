import type { Lead } from './lead';
import type { LeadTracking } from './lead-tracking';
import type { SignUpSource } from './sign-up-source';
import { storeValues } from '../payload/values';

/** doc 1 §3, doc 2 §7: every self-serve lead's source. */
export const LEAD_SOURCE = 'Inbound - Self Serve';

/** doc 2 §7: a lead without an email is reported as an error. */
export class MissingLeadEmailError extends Error {
  constructor() {
    super('A lead cannot be sent without an email');
    this.name = 'MissingLeadEmailError';
  }
}

/** The body of POST /signup: the lead answers, the e-mail, attribution and lead source. */
export interface LeadPayload {
  data: Record<string, unknown> &
    LeadTracking &
    SignUpSource & { email: string; leadSource: typeof LEAD_SOURCE };
}

/**
 * The sign-up body (doc 2 §7): `{data:{...}}` with the lead's answers (numbers as numbers, a
 * Health sub-industry as its code), the lowercased e-mail, last-touch UTM data and the lead
 * source. Throws {@link MissingLeadEmailError} when the lead has no e-mail.
 */
export function leadPayload(
  lead: Lead,
  tracking: LeadTracking,
  source: SignUpSource = {},
): LeadPayload {
  const email = lead.email.trim().toLowerCase();
  if (email === '') throw new MissingLeadEmailError();
  return {
    data: {
      ...storeValues(lead, lead.registeredCountry),
      ...tracking,
      ...source,
      email,
      leadSource: LEAD_SOURCE,
    },
  };
}

/**
 * doc 2 §5 sign-up channel auto-switch: a US or Australian lead selling Online and In-store
 * through Square's platform with another acquirer sells In-store Only; with Square as acquirer
 * on another platform, Online Only.
 */
export function autoSwitchSalesChannel(lead: Lead): Lead {
  const country = lead.registeredCountry.trim().toUpperCase();
  if ((country !== 'US' && country !== 'AU') || lead.salesChannel !== 'Online and In-store')
    return lead;
  const squarePlatform = lead.platform === 'Square';
  const squareAcquirer = lead.acquirer === 'Square';
  if (squarePlatform && !squareAcquirer) return { ...lead, salesChannel: 'In-store Only' };
  if (squareAcquirer && !squarePlatform) return { ...lead, salesChannel: 'Online Only' };
  return lead;
}
