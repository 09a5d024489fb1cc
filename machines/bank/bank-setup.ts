/**
 * What the bank step starts from, worked out from GET /api/restore and the link availability call
 * the app reads (`BankStart`): the applicability engine decides whether the secondary step is shown (doc 2 §4) and whose name the
 * account must carry (the bankAccountName label variant: the owner's for sole traders, else the
 * legal entity's).
 */
import {
  ACCOUNT_NAME_OF_OWNER,
  PRIMARY_BANK_RULES,
  SECONDARY_BANK_RULES,
} from '../../domain/bank/bank-rules';
import { ruleStates } from '../../domain/applicability/rule-states';
import { merchantOfRestore } from '../../domain/business-details/merchant-draft';
import { validationContextOf } from '../../domain/schemas/validation-context';
import type { BankSetup, BankStart } from './bank-answers';

/** The bank step's start from the restored merchant and whether the link may be offered. */
export function bankSetupOf({ restored, linkAvailable }: BankStart): BankSetup {
  const merchant = merchantOfRestore(restored);
  const context = validationContextOf(merchant);
  const primary = ruleStates(PRIMARY_BANK_RULES, merchant.primaryBank, context);
  const secondary = ruleStates(SECONDARY_BANK_RULES, {}, context);
  const ofOwner = primary.bankAccountName.labelVariant === ACCOUNT_NAME_OF_OWNER;
  return {
    registeredCountry: context.registeredCountry ?? '',
    storeName: merchant.storeDetails.storeName || merchant.lead.storeName,
    merchantReference: merchant.merchantAccount.mlsProspectRef,
    expectedAccountName: (ofOwner ? context.ownerName : context.legalBusinessName) ?? '',
    secondaryShown: Object.values(secondary).some((state) => state.shown),
    linkAvailable,
    primaryBank: merchant.primaryBank,
    secondaryBank: merchant.secondaryBank,
    formCompletedState: merchant.formCompletion,
    validationContext: context,
    revision: restored.revision ?? null,
  };
}
