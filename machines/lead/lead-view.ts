/**
 * The lead form's view model (doc 1 §2 "Lead form", doc 2 §4): each field's label, pick list in the
 * merchant's country, required mark, hint and message, the page's heading and fields, and the
 * sign-up variant's layout. Selectors of the lead actor's snapshot, memoised by what they read so a
 * keystroke rebuilds only the field it changed.
 */
import type { SnapshotFrom } from 'xstate';
import { merchantAgreementLink } from '../../domain/agreement/agreement-link';
import { msg, type Message } from '../../domain/i18n/message';
import { LEAD_RULES } from '../../domain/lead/lead-rules';
import { ruleStates } from '../../domain/applicability/rule-states';
import {
  COUNTRY_CODES,
  COUNTRY_NAMES,
  toCountryCode,
  type CountryCode,
} from '../../domain/countries/country-code';
import { fieldHint } from '../../domain/countries/field-hints';
import { signUpVariantOf } from '../../domain/experiments/login-experiment';
import type { Lead, LeadField } from '../../domain/lead/lead';
import { visibleLeadFields, type LeadPage } from '../../domain/lead/lead-pages';
import { acquirersFor } from '../../domain/picklists/acquirers';
import { annualSalesBandsFor } from '../../domain/picklists/annual-sales-bands';
import { HEALTH_SUB_INDUSTRIES } from '../../domain/picklists/health-sub-industries';
import { INDUSTRY_OPTIONS } from '../../domain/picklists/industries';
import { platformsFor } from '../../domain/picklists/platforms';
import { salesChannelsFor } from '../../domain/picklists/sales-channels';
import { LABEL_VARIANTS, LEAD_LABELS } from '../forms/field-labels';
import { textOf, type FieldView, type InputKind, type Options } from '../forms/field-view';
import { keptViews, lastOf } from '../forms/view-memo';
import type { leadMachine } from './lead.machine';

type LeadSnapshot = Pick<SnapshotFrom<typeof leadMachine>, 'context'>;

/** The heading of each page. */
export const LEAD_PAGE_TITLES: Record<LeadPage, Message> = {
  'business-info': msg('lead.page.businessInfo.title'),
  'additional-business-info': msg('lead.page.additionalBusinessInfo.title'),
  'business-size': msg('lead.page.businessSize.title'),
  contact: msg('lead.page.contact.title'),
};

/** doc 1 §2: the privacy-policy notice shown for the UK. */
export const UK_PRIVACY_NOTICE = msg('lead.ukPrivacy.notice');

const NEXT = msg('lead.next');
const SUBMIT = msg('lead.submit');

/** "Step n of m", the same message while the page stays the same. */
const stepOf = lastOf((pageIndex: number, count: number) =>
  msg('lead.step', { step: pageIndex + 1, count }),
);

const COUNTRY_OPTIONS: Options = COUNTRY_CODES.map((code) => ({
  value: code,
  label: COUNTRY_NAMES[code],
}));
const NONE: Options = [];

/** How each lead field is asked; the rest are text. */
const LEAD_KINDS: Partial<Record<LeadField, InputKind>> = {
  email: 'email',
  phone: 'phone',
  contactlessPayment: 'yesNo',
  franchisee: 'yesNo',
  numOfStores: 'number',
  totalAnnualSalesInStore: 'number',
  website: 'url',
  registeredCountry: 'select',
  industry: 'select',
  subIndustry: 'select',
  salesChannel: 'select',
  platform: 'select',
  acquirer: 'select',
  totalAnnualSales: 'select',
};

/** The pick list of a lead field in `country`; empty until a country is chosen (doc 2 §3). */
export function leadOptionsOf(
  field: LeadField,
  country: CountryCode | undefined,
): Options | undefined {
  switch (field) {
    case 'registeredCountry':
      return COUNTRY_OPTIONS;
    case 'industry':
      return INDUSTRY_OPTIONS;
    case 'subIndustry':
      return HEALTH_SUB_INDUSTRIES;
    case 'salesChannel':
      return country ? salesChannelsFor(country) : NONE;
    case 'platform':
      return country ? platformsFor(country) : NONE;
    case 'acquirer':
      return country ? acquirersFor(country) : NONE;
    case 'totalAnnualSales':
      return country ? annualSalesBandsFor(country) : NONE;
    default:
      return undefined;
  }
}

/** The applicability states of the lead's fields, worked out once per lead. */
const statesOf = lastOf((lead: Partial<Lead>) => ruleStates(LEAD_RULES, lead));
const keep = keptViews<FieldView>();

/** The view model of lead field `field`: the same object while nothing it shows changed. */
export function leadFieldView(snapshot: LeadSnapshot, field: LeadField): FieldView {
  const { lead, fieldErrors } = snapshot.context;
  const state = statesOf(lead)[field];
  const country = toCountryCode(lead.registeredCountry);
  return keep(field, {
    name: field,
    kind: LEAD_KINDS[field] ?? 'text',
    label: (state.labelVariant && LABEL_VARIANTS[state.labelVariant]) || LEAD_LABELS[field],
    hint: fieldHint(field, country),
    value: textOf(lead[field]),
    error: fieldErrors[field]?.error,
    required: state.required,
    options: leadOptionsOf(field, country),
    country,
  });
}

const visibleFields = lastOf((page: LeadPage, lead: Partial<Lead>) =>
  visibleLeadFields(page, lead),
);
/** The same list while the page shows the same fields: a keystroke does not render the form. */
const fieldsNamed = lastOf((names: string) => (names ? names.split(',') : []) as LeadField[]);

export interface LeadFormView {
  heading: Message;
  /** "Step n of m". */
  step: Message;
  /** The page's visible fields, in order. */
  fields: readonly LeadField[];
  /** The UK's privacy notice shows on the last page (doc 1 §2). */
  privacyNotice: Message | undefined;
  /** The merchant agreement page of the lead's country and industry, which holds the policy. */
  agreementLink: string;
  /** Next or Submit. */
  submitLabel: Message;
  backDisabled: boolean;
  submitting: boolean;
}

/** Whether the lead is being sent (every state but editing). */
export function leadIsSubmitting(snapshot: { matches: (state: 'editing') => boolean }): boolean {
  return !snapshot.matches('editing');
}

/** The current page of the lead form. Compare with `shallowEqual`. */
export function leadFormView(
  snapshot: LeadSnapshot & { matches: (state: 'editing') => boolean },
): LeadFormView {
  const { pages, pageIndex, lead } = snapshot.context;
  const page = pages[pageIndex]!;
  const last = pageIndex === pages.length - 1;
  const submitting = leadIsSubmitting(snapshot);
  const visible = visibleFields(page, lead);
  return {
    heading: LEAD_PAGE_TITLES[page],
    step: stepOf(pageIndex, pages.length),
    fields: fieldsNamed(visible.join()),
    privacyNotice:
      last && toCountryCode(lead.registeredCountry) === 'UK' ? UK_PRIVACY_NOTICE : undefined,
    agreementLink: merchantAgreementLink(lead.registeredCountry ?? '', lead.industry ?? ''),
    submitLabel: last ? SUBMIT : NEXT,
    backDisabled: pageIndex === 0 || submitting,
    submitting,
  };
}

/** The sign-up variant's layout: the claims beside the form or not (doc 1 §2, domain/experiments). */
export const leadLayoutView = (snapshot: LeadSnapshot) =>
  signUpVariantOf(snapshot.context.source.experimentGroup);
