import { PRIMARY_BANK_RULES, SECONDARY_BANK_RULES } from './bank-rules';
import { emptyPrimaryBank, emptySecondaryBank, type PrimaryBank, type SecondaryBank } from './bank';
import { PRIMARY_BANK_SPECS, SECONDARY_BANK_SPECS } from './bank-checks';
import type { ValidationContext } from '../schemas/check-context';
import { recordSchemaOf, type SectionSchema } from '../schemas/record-schema';

/** The primary bank's manual form. */
export const primaryBankSchema = (context: ValidationContext = {}): SectionSchema<PrimaryBank> =>
  recordSchemaOf(PRIMARY_BANK_RULES, PRIMARY_BANK_SPECS, emptyPrimaryBank(), context);

/** The secondary bank form; passes empty, checked in full once started (doc 2 §4). */
export const secondaryBankSchema = (
  context: ValidationContext = {},
): SectionSchema<SecondaryBank> =>
  recordSchemaOf(SECONDARY_BANK_RULES, SECONDARY_BANK_SPECS, emptySecondaryBank(), context);
