/**
 * The pages of the lead form, in order (doc 1 §2, doc 2 §2). Kept apart from their fields and
 * rules (lead-pages.ts) so that what only names a page (the analytics catalogue, loaded on the
 * login page) does not bring the lead's rules with it.
 */
export const LEAD_PAGES = [
  'business-info',
  'additional-business-info',
  'business-size',
  'contact',
] as const;
export type LeadPage = (typeof LEAD_PAGES)[number];
