/**
 * The steps of the funnel, in the order a merchant goes through the portal (doc 1 §2 "Steps" and
 * the status page's compliance review and activation; docs/decisions/0255). Each step is a
 * milestone the server itself records where it happens, so the funnel counts what was stored,
 * never what a browser claims.
 */
export const FUNNEL_STEPS = [
  'signed_in',
  'lead_created',
  'business_details_sent',
  'bank_done',
  'customer_support_done',
  'approved',
  'active',
] as const;
export type FunnelStep = (typeof FUNNEL_STEPS)[number];

/** What the console calls each step. */
export const FUNNEL_STEP_LABELS: Readonly<Record<FunnelStep, string>> = {
  signed_in: 'Signed in',
  lead_created: 'Lead created',
  business_details_sent: 'Business details sent',
  bank_done: 'Bank details done',
  customer_support_done: 'Customer support done',
  approved: 'Compliance approved',
  active: 'Account active',
};

/** The windows the console offers, in days. */
export const FUNNEL_WINDOWS = [7, 30, 90] as const;
export type FunnelWindow = (typeof FUNNEL_WINDOWS)[number];

/** The position of `step` in the funnel, from 0. */
export const stepIndex = (step: FunnelStep): number => FUNNEL_STEPS.indexOf(step);
