import {
  SHARED_BANK_FIELDS,
  secondaryBankField,
  type PrimaryBankField,
  type SecondaryBankField,
} from './bank';
import type { Condition, Rule } from '../applicability/conditions';
import { NOT_ASKED, type FieldRule, type SectionRules } from '../applicability/field-rule';

const ONE = ['One Signatory'];
const MULTIPLE = ['Multiple Signatories'];
/** doc 2 §4: with Multiple Signatories only a paper form download and contact are shown. */
const notMultiple: Condition = { notAnswers: { signatoryType: MULTIPLE } };

/** Label variants of bankAccountName: whose name the account must carry (doc 2 §4). */
export const ACCOUNT_NAME_OF_OWNER = 'ownerName';
export const ACCOUNT_NAME_OF_LEGAL_ENTITY = 'legalBusinessName';

/** The primary bank (doc 2 §4 "Bank"). */
export const PRIMARY_BANK_RULES: SectionRules<PrimaryBankField> = {
  fields: {
    signatoryType: { applies: { countries: ['NZ'] } },
    bankName: { applies: { countries: ['NZ'], ...notMultiple } },
    bankBranch: { applies: { countries: ['NZ'], ...notMultiple } },
    bankAccountName: {
      applies: notMultiple,
      labelVariants: [
        { variant: ACCOUNT_NAME_OF_OWNER, when: { soleTrader: true } },
        { variant: ACCOUNT_NAME_OF_LEGAL_ENTITY, when: true },
      ],
    },
    routing: { applies: { bankFormats: ['usRouting'] } },
    bsb: { applies: { bankFormats: ['auBsb'] } },
    sortCode: { applies: { bankFormats: ['ukSortCode'] } },
    account: {
      applies: { bankFormats: ['usRouting', 'auBsb', 'ukSortCode', 'nzAccount'], ...notMultiple },
    },
    confirmAccount: {
      applies: { bankFormats: ['usRouting', 'auBsb', 'ukSortCode', 'nzAccount'], ...notMultiple },
    },
    canadaRoutingTransitIdNumber: { applies: { bankFormats: ['canadaTransit'] } },
    canadaRoutingInstitutionIdNumber: { applies: { bankFormats: ['canadaTransit'] } },
    canadaChequingAccount: { applies: { bankFormats: ['canadaTransit'] } },
    confirmCanadaChequingAccount: { applies: { bankFormats: ['canadaTransit'] } },
    signatoryName: { applies: { countries: ['NZ'], answers: { signatoryType: ONE } } },
    email: { applies: { countries: ['NZ'], answers: { signatoryType: ONE } } },
    directDebitTermsAccepted: { applies: { countries: ['NZ'], answers: { signatoryType: ONE } } },
    directDebitAgreement: { applies: { countries: ['NZ'], answers: { signatoryType: MULTIPLE } } },
    verificationSource: NOT_ASKED,
  },
};

const suffixAnswers = (
  answers: Readonly<Record<string, readonly string[]>> | undefined,
): Record<string, readonly string[]> | undefined =>
  answers && Object.fromEntries(Object.entries(answers).map(([k, v]) => [`${k}2`, v]));

const suffixCondition = (c: Condition): Condition => ({
  ...c,
  ...(c.answers && { answers: suffixAnswers(c.answers) }),
  ...(c.notAnswers && { notAnswers: suffixAnswers(c.notAnswers) }),
});

const suffixRule = (rule: Rule | undefined): Rule | undefined =>
  rule === undefined || typeof rule === 'boolean'
    ? rule
    : Array.isArray(rule)
      ? (rule as readonly Condition[]).map(suffixCondition)
      : suffixCondition(rule as Condition);

const suffixFieldRule = (rule: FieldRule): FieldRule => {
  const out: FieldRule = {};
  if (rule.applies !== undefined) out.applies = suffixRule(rule.applies);
  if (rule.required !== undefined) out.required = suffixRule(rule.required);
  if (rule.shown !== undefined) out.shown = suffixRule(rule.shown);
  if (rule.labelVariants)
    out.labelVariants = rule.labelVariants.map((v) => ({ ...v, when: suffixRule(v.when) as Rule }));
  return out;
};

/**
 * The secondary bank: the primary rules under the suffixed names, shown for the secondary-bank
 * countries (AU, NZ, UK, US) when the channel is Online and In-store, and required only once
 * one of its fields is filled, so it may be skipped or submitted empty (doc 2 §4).
 */
export const SECONDARY_BANK_RULES: SectionRules<SecondaryBankField> = {
  gate: {
    applies: { countryFlag: 'hasSecondaryBank', channels: ['Online and In-store'] },
    required: { anyFilled: true },
  },
  fields: Object.fromEntries(
    SHARED_BANK_FIELDS.map((field) => [
      secondaryBankField(field),
      suffixFieldRule(PRIMARY_BANK_RULES.fields[field]),
    ]),
  ) as Record<SecondaryBankField, FieldRule>,
};
