import { countryRules, type BankFormat, type CountryCode, type CountryRules } from '../countries';
import { isSoleTrader } from '../picklists/business-types';
import { isInStoreChannel, isOnlineChannel } from '../picklists/sales-channels';

/** The flags of a country's rules (domain/countries) a condition may read. */
export type CountryFlag = 'hasSalesChannelChoice' | 'selfServeInStore' | 'hasSecondaryBank';

/** Owner controls a condition may read (doc 2 §6). */
export type OwnerControlFlag = 'requireId' | 'requireCertifiedId';

/**
 * One declarative condition over the merchant's answers. Every property given must hold; a
 * property left out does not constrain. Rules are tables of these, so a country difference is a
 * value in a table, never a branch in code.
 */
export interface Condition {
  /** The registered country is one of these. */
  countries?: readonly CountryCode[];
  /** The registered country is known and not one of these. */
  notCountries?: readonly CountryCode[];
  /** This flag of the country's rules is true. */
  countryFlag?: CountryFlag;
  /** The country's bank details follow one of these formats. */
  bankFormats?: readonly BankFormat[];
  /** The country has a state field (pick list or free text). */
  hasStateEntry?: boolean;
  /** A business type has been chosen. */
  hasBusinessType?: boolean;
  /** The business type is one of these. */
  businessTypes?: readonly string[];
  /** true: the business is the country's sole trader; false: it is not. */
  soleTrader?: boolean;
  /** The business address state or province is one of these. */
  states?: readonly string[];
  /** The sales channel is one of these. */
  channels?: readonly string[];
  /** The channel sells in a store (In-store Only, Online and In-store). */
  inStore?: boolean;
  /** The channel sells online (Online Only, Online and In-store). */
  online?: boolean;
  /** The industry is one of these. */
  industries?: readonly string[];
  /** An industry is chosen and it is not one of these. */
  notIndustries?: readonly string[];
  /** Each named answer of the same section is one of the listed values. */
  answers?: Readonly<Record<string, readonly string[]>>;
  /** No named answer of the same section is one of the listed values. */
  notAnswers?: Readonly<Record<string, readonly string[]>>;
  /** The account configuration requires proof of insurance. */
  requireInsurance?: boolean;
  /** The owner's control of this name is true. */
  ownerControl?: OwnerControlFlag;
  /** The owner is not the first one. */
  additionalOwner?: boolean;
  /** No store location is listed. */
  noLocations?: boolean;
  /** Some field of the section holds a value. */
  anyFilled?: boolean;
}

/** Always, never, a condition, or any of several conditions. */
export type Rule = boolean | Condition | readonly Condition[];

/** What a condition is evaluated against: the answers of one section and their context. */
export interface Facts {
  country: CountryCode | undefined;
  rules: CountryRules | undefined;
  businessType: string;
  businessState: string;
  channel: string;
  industry: string;
  requireInsurance: boolean;
  control: { requireId: boolean; requireCertifiedId: boolean };
  ownerIndex: number;
  locationCount: number;
  /** Some field the merchant types in this section holds a value. */
  sectionFilled: boolean;
  answers: Readonly<Record<string, unknown>>;
}

/** True when an answer holds something: text, a ticked box, a chosen option. */
export function isFilled(value: unknown): boolean {
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  return value === true;
}

const answerText = (facts: Facts, field: string): string => {
  const value = facts.answers[field];
  return typeof value === 'string' ? value : '';
};

function holds(c: Condition, f: Facts): boolean {
  if (c.countries && !(f.country && c.countries.includes(f.country))) return false;
  if (c.notCountries && (!f.country || c.notCountries.includes(f.country))) return false;
  if (c.countryFlag && !f.rules?.[c.countryFlag]) return false;
  if (c.bankFormats && !(f.rules && c.bankFormats.includes(f.rules.bankFormat))) return false;
  if (c.hasStateEntry !== undefined && (f.rules?.stateEntry.kind !== 'none') !== c.hasStateEntry)
    return false;
  if (c.hasBusinessType !== undefined && (f.businessType !== '') !== c.hasBusinessType)
    return false;
  if (c.businessTypes && !c.businessTypes.includes(f.businessType)) return false;
  if (c.soleTrader !== undefined) {
    const sole = !!f.country && isSoleTrader(f.country, f.businessType);
    if (sole !== c.soleTrader) return false;
  }
  if (c.states && !c.states.includes(f.businessState)) return false;
  if (c.channels && !c.channels.includes(f.channel)) return false;
  if (c.inStore !== undefined && isInStoreChannel(f.channel) !== c.inStore) return false;
  if (c.online !== undefined && isOnlineChannel(f.channel) !== c.online) return false;
  if (c.industries && !c.industries.includes(f.industry)) return false;
  if (c.notIndustries && (f.industry === '' || c.notIndustries.includes(f.industry))) return false;
  if (c.answers) {
    for (const [field, values] of Object.entries(c.answers)) {
      if (!values.includes(answerText(f, field))) return false;
    }
  }
  if (c.notAnswers) {
    for (const [field, values] of Object.entries(c.notAnswers)) {
      if (values.includes(answerText(f, field))) return false;
    }
  }
  if (c.requireInsurance !== undefined && f.requireInsurance !== c.requireInsurance) return false;
  if (c.ownerControl && !f.control[c.ownerControl]) return false;
  if (c.additionalOwner !== undefined && f.ownerIndex > 0 !== c.additionalOwner) return false;
  if (c.noLocations !== undefined && (f.locationCount === 0) !== c.noLocations) return false;
  if (c.anyFilled !== undefined && f.sectionFilled !== c.anyFilled) return false;
  return true;
}

/** Evaluates a rule: a list of conditions holds when any one of them holds. */
export function evaluate(rule: Rule, facts: Facts): boolean {
  if (typeof rule === 'boolean') return rule;
  if (Array.isArray(rule)) return (rule as readonly Condition[]).some((c) => holds(c, facts));
  return holds(rule as Condition, facts);
}

/** The rules of a country code, or undefined before a country is chosen. */
export function rulesOf(country: CountryCode | undefined): CountryRules | undefined {
  return country ? countryRules(country) : undefined;
}
