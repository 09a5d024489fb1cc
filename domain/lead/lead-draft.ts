/**
 * The lead form as kept in the browser until sign-up (decision 0110), so a reload does not lose
 * what was typed: the answers and the page reached. Never the e-mail (the session's) nor any
 * sensitive field (docs/architecture.md §4); only known fields holding text are read back.
 */
import { isSensitiveField } from '../api/merchant-api';
import { emptyLead, type Lead, type LeadField } from './lead';

export interface LeadDraft {
  lead: Partial<Lead>;
  pageIndex: number;
}

const LEAD_FIELDS = Object.keys(emptyLead()) as LeadField[];

/** The fields a draft may hold. */
const KEPT_FIELDS = LEAD_FIELDS.filter((field) => field !== 'email' && !isSensitiveField(field));

/** What is kept of the lead form. */
export function leadDraftOf(lead: Lead, pageIndex: number): LeadDraft {
  const kept: Partial<Lead> = {};
  for (const field of KEPT_FIELDS)
    if (lead[field] !== emptyLead()[field]) kept[field] = lead[field];
  return { lead: kept, pageIndex };
}

/**
 * A draft read back from storage, whatever it holds: unknown fields, non-text values and a page
 * outside the form are dropped. Undefined when nothing usable is left.
 */
export function readLeadDraft(raw: unknown, pageCount: number): LeadDraft | undefined {
  if (!raw || typeof raw !== 'object') return undefined;
  const { lead, pageIndex } = raw as { lead?: unknown; pageIndex?: unknown };
  const kept: Partial<Lead> = {};
  if (lead && typeof lead === 'object') {
    for (const field of KEPT_FIELDS) {
      const value = (lead as Record<string, unknown>)[field];
      if (typeof value === 'string') kept[field] = value;
    }
  }
  const page =
    typeof pageIndex === 'number' && Number.isInteger(pageIndex)
      ? Math.min(Math.max(pageIndex, 0), pageCount - 1)
      : 0;
  return Object.keys(kept).length > 0 || page > 0 ? { lead: kept, pageIndex: page } : undefined;
}
