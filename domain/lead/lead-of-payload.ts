import { toCountryCode } from '../countries/country-code';
import { emptyLead, type Lead, type LeadField } from './lead';
import { HEALTH_SUB_INDUSTRIES } from '../picklists/health-sub-industries';
import type { LeadTracking } from './lead-tracking';

const LEAD_FIELDS = Object.keys(emptyLead()) as LeadField[];
const TRACKING_FIELDS: ReadonlyArray<keyof LeadTracking> = [
  'utmCampaign',
  'utmMedium',
  'utmSource',
  'utmContent',
  'utmTerm',
  'referrer',
  'referrerDomain',
  'merchantReferralCode',
];

/**
 * The lead answers a `POST /signup` body carries, read back into the form's shape so the server
 * checks them with the same schema as the browser: numbers as typed text, an AU/NZ Health
 * industry code as its sub-industry (the inverse of `leadPayload`, doc 2 §7). Fields that are not
 * lead answers are left out; a value that is neither text nor a number stays as it came, so the
 * schema refuses it rather than this function guessing.
 */
export function leadOfPayload(data: Readonly<Record<string, unknown>>): Lead {
  const lead = emptyLead();
  for (const field of LEAD_FIELDS) {
    const value = data[field];
    if (value === undefined || value === null) continue;
    lead[field] = typeof value === 'number' ? String(value) : (value as string);
  }
  // A country arriving from outside may be written GB or in lower case (doc 1 §1 treats GB as UK).
  lead.registeredCountry = toCountryCode(lead.registeredCountry) ?? lead.registeredCountry;
  const health = HEALTH_SUB_INDUSTRIES.find((s) => s.industryCode === lead.subIndustry);
  if (health) lead.subIndustry = health.value;
  return lead;
}

/** The last-touch attribution a sign-up body carries, text values only (doc 1 §3). */
export function trackingOfPayload(data: Readonly<Record<string, unknown>>): Partial<LeadTracking> {
  const tracking: Partial<LeadTracking> = {};
  for (const field of TRACKING_FIELDS) {
    const value = data[field];
    if (typeof value === 'string') tracking[field] = value.trim().slice(0, 500);
  }
  return tracking;
}
