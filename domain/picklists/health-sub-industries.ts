import { msg } from '../i18n/message';

/**
 * Health sub-industries for Australia and New Zealand and the numbered industry code each one
 * sends in the submit payload (doc 2 §3). The codes are Australian and New Zealand Standard
 * Industrial Classification (ANZSIC) 2006 classes, published by the Australian Bureau of
 * Statistics (catalogue 1292.0) and Stats NZ. "Other" sends 8599 "Other Health Care Services
 * n.e.c.", the ANZSIC class for health care not classified elsewhere. The label is what a
 * merchant reads; the value stays the English one.
 */
export const HEALTH_SUB_INDUSTRIES = [
  {
    value: 'General Practice',
    label: msg('picklists.healthSubIndustry.generalPractice'),
    industryCode: '8511',
  },
  {
    value: 'Dental Services',
    label: msg('picklists.healthSubIndustry.dentalServices'),
    industryCode: '8531',
  },
  { value: 'Optometry', label: msg('picklists.healthSubIndustry.optometry'), industryCode: '8532' },
  {
    value: 'Pharmaceutical Retailing',
    label: msg('picklists.healthSubIndustry.pharmaceuticalRetailing'),
    industryCode: '4271',
  },
  { value: 'Other', label: msg('picklists.healthSubIndustry.other'), industryCode: '8599' },
] as const;

export type HealthSubIndustry = (typeof HEALTH_SUB_INDUSTRIES)[number]['value'];
export type HealthIndustryCode = (typeof HEALTH_SUB_INDUSTRIES)[number]['industryCode'];

/** Stored sub-industry values in display order. */
export const HEALTH_SUB_INDUSTRY_VALUES: readonly HealthSubIndustry[] = HEALTH_SUB_INDUSTRIES.map(
  (s) => s.value,
);

/** The ANZSIC code sent for a sub-industry, or undefined for an unknown one. */
export function healthIndustryCodeOf(subIndustry: string): HealthIndustryCode | undefined {
  return HEALTH_SUB_INDUSTRIES.find((s) => s.value === subIndustry)?.industryCode;
}
