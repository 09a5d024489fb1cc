import * as v from 'valibot';
import type { FieldError } from '../errors/field-errors';
import { MAX_OWNERS } from '../merchant/merchant-account';
import { emptyOwner, type Owner } from './owner';
import { fieldError } from '../validators/field-error';
import type { ValidationContext } from '../schemas/check-context';
import { OWNER_RULES } from './owner-rules';
import { OWNER_SPECS } from './owner-checks';
import { rulePathErrors } from '../schemas/record-schema';
import { ruleErrors } from '../schemas/rule-errors';
import { ownersInScope } from './owners-in-scope';
import { collectErrors, FlagSchema, shapeOf, type PathError } from '../schemas/valibot-shape';
import { msg } from '../i18n/message';

/** doc 2 §5: owners submit needs the agreement. */
export const AGREEMENT_MESSAGE = msg('business.owners.agreementMissing');
/** doc 2 §5: some owner has an error. */
export const OWNERS_ERROR_MESSAGE = msg('business.owners.listError');
/** Ours (doc 2 §4 "Owners: maximum 5"): a list longer than the limit. */
export const OWNER_LIMIT_MESSAGE = msg('business.owners.limit', { max: MAX_OWNERS });
/** Ours (doc 2 §4): more than one owner where the country and business type allow only one. */
export const SINGLE_OWNER_MESSAGE = msg('business.owners.singleOwner');
/** doc 2 §5: adding an owner needs a valid first owner. */
export const ADD_OWNER_MESSAGE = msg('business.owners.addRefused');

/** The Beneficial Owners step: the owner list and the merchant agreement checkbox. */
export interface OwnersForm {
  owners: Owner[];
  agreementAccepted: boolean;
}
export type OwnersInput = OwnersForm;
export type OwnersOutput = OwnersForm;

// In its own module so the save payload does not load the owners' checks.
export { ownersInScope };

/** The errors of the owner list: each owner's fields, then the list's own message. */
export function ownersPathErrors(form: OwnersForm, context: ValidationContext): PathError[] {
  const owners = ownersInScope(form.owners, context);
  const errors = owners.flatMap((owner, ownerIndex) =>
    rulePathErrors(OWNER_RULES, OWNER_SPECS, owner, { ...context, ownerIndex }, [
      'owners',
      ownerIndex,
    ]),
  );
  if (form.owners.length > MAX_OWNERS) {
    errors.push({
      path: ['owners', 'root'],
      error: fieldError('InvalidLength', OWNER_LIMIT_MESSAGE),
    });
  } else if (errors.length > 0 || form.owners.length === 0) {
    // The list's own message is kept under `root`, beside the owners' fields.
    errors.push({ path: ['owners', 'root'], error: fieldError('Required', OWNERS_ERROR_MESSAGE) });
  }
  if (!form.agreementAccepted) {
    errors.push({ path: ['agreementAccepted'], error: fieldError('Required', AGREEMENT_MESSAGE) });
  }
  return errors;
}

/** The Beneficial Owners step (doc 2 §4, §5). */
export const ownersSchema = (
  context: ValidationContext = {},
): v.GenericSchema<OwnersForm, OwnersForm> =>
  v.pipe(
    v.object({ owners: v.array(shapeOf(emptyOwner())), agreementAccepted: FlagSchema }),
    collectErrors<OwnersForm>((form) => ownersPathErrors(form, context)),
  ) as unknown as v.GenericSchema<OwnersForm, OwnersForm>;

/**
 * Why an owner cannot be added yet, if the first owner has missing or invalid fields (doc 2 §5);
 * undefined when it may.
 */
export function ownerAddError(
  owners: readonly Owner[],
  context: ValidationContext = {},
): FieldError | undefined {
  const first = owners[0];
  const invalid =
    !first ||
    Object.keys(ruleErrors(OWNER_RULES, OWNER_SPECS, first, { ...context, ownerIndex: 0 })).length >
      0;
  return invalid ? fieldError('Required', ADD_OWNER_MESSAGE) : undefined;
}
