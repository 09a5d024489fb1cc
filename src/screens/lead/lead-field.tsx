/** One input of the lead form, bound to the lead actor: its value, state and error. */
import { useSelector } from '@xstate/react';
import { LEAD_RULES } from '../../../domain/applicability/lead-rules';
import { ruleStates } from '../../../domain/applicability/rule-states';
import {
  COUNTRY_CODES,
  COUNTRY_NAMES,
  toCountryCode,
} from '../../../domain/countries/country-code';
import type { CountryCode } from '../../../domain/countries/country-code';
import type { LeadField as LeadFieldName } from '../../../domain/merchant/lead';
import { acquirersFor } from '../../../domain/picklists/acquirers';
import { annualSalesBandsFor } from '../../../domain/picklists/annual-sales-bands';
import { HEALTH_SUB_INDUSTRIES } from '../../../domain/picklists/health-sub-industries';
import { INDUSTRY_OPTIONS } from '../../../domain/picklists/industries';
import { platformsFor } from '../../../domain/picklists/platforms';
import { salesChannelsFor } from '../../../domain/picklists/sales-channels';
import { fieldHint } from '../../../domain/countries/field-hints';
import { LABEL_VARIANTS, LEAD_LABELS } from '../../forms/field-labels';
import { PhoneField } from '../../forms/phone-field';
import { SelectField, type Options } from '../../forms/select-field';
import { TextField } from '../../forms/text-field';
import { YesNoField } from '../../forms/yes-no-field';
import { useLeadActor } from './lead-actor';

const COUNTRY_OPTIONS = COUNTRY_CODES.map((code) => ({ value: code, label: COUNTRY_NAMES[code] }));

/** The pick list of a lead field in `country`; empty until a country is chosen. */
function optionsOf(field: LeadFieldName, country: CountryCode | undefined): Options | undefined {
  switch (field) {
    case 'registeredCountry':
      return COUNTRY_OPTIONS;
    case 'industry':
      return INDUSTRY_OPTIONS;
    case 'subIndustry':
      return HEALTH_SUB_INDUSTRIES;
    case 'salesChannel':
      return country ? salesChannelsFor(country) : [];
    case 'platform':
      return country ? platformsFor(country) : [];
    case 'acquirer':
      return country ? acquirersFor(country) : [];
    case 'totalAnnualSales':
      return country ? annualSalesBandsFor(country) : [];
    default:
      return undefined;
  }
}

const YES_NO_FIELDS: readonly LeadFieldName[] = ['contactlessPayment', 'franchisee'];
const NUMBER_FIELDS: readonly LeadFieldName[] = ['numOfStores', 'totalAnnualSalesInStore'];

/** The input of lead field `field`. */
export function LeadField(props: { field: LeadFieldName }) {
  const actor = useLeadActor();
  const { field } = props;
  const value = useSelector(actor, (s) => s.context.lead[field]);
  const error = useSelector(actor, (s) => s.context.fieldErrors[field]?.error);
  const country = useSelector(actor, (s) => toCountryCode(s.context.lead.registeredCountry));
  const state = useSelector(actor, (s) => ruleStates(LEAD_RULES, s.context.lead)[field]);
  const label = (state.labelVariant && LABEL_VARIANTS[state.labelVariant]) || LEAD_LABELS[field];
  const common = {
    label,
    name: field,
    description: fieldHint(field, country),
    value,
    error,
    required: state.required,
    onChange: (next: string) => actor.send({ type: 'lead.change', values: { [field]: next } }),
  };

  if (field === 'email') return <TextField {...common} type="email" readOnly />;
  if (field === 'phone') return <PhoneField {...common} registeredCountry={country} />;
  if (YES_NO_FIELDS.includes(field)) return <YesNoField {...common} />;
  const options = optionsOf(field, country);
  if (options) return <SelectField {...common} options={options} />;
  if (NUMBER_FIELDS.includes(field)) return <TextField {...common} inputMode="numeric" />;
  if (field === 'website') return <TextField {...common} type="url" inputMode="url" />;
  return <TextField {...common} />;
}
