/**
 * What the bank machine reads and gives (doc 2 §7, §8): the setup the app loads, the inputs of
 * the save calls, and how answers and failures are read.
 */
import { isSensitiveField, maskValue, type RestoreResponse } from '../../domain/api/merchant-api';
import type { MerchantRevision } from '../../domain/api/revision-api';
import type { FieldError, ValidationErrors } from '../../domain/errors/field-errors';
import { msg, type Text } from '../../domain/i18n/message';
import type { PrimaryBank, SecondaryBank } from '../../domain/bank/bank';
import type { BankLabel } from '../../domain/bank/bank-payload';
import type { ValidationContext } from '../../domain/schemas/check-context';
import type { FormCompletedState } from '../../domain/session/form-completion';
import { failureMessage } from '../calls/call-failure';

// In its own module so the customer support step reads failures without the bank's answers.
export { failureMessage };

/** doc 2 §8: a bank submit answered with neither errors nor a completed state. */
export const UNEXPECTED_ERROR_MESSAGE = msg('bank.form.unexpectedError');
/** Ours: the link closed with an error Link gave no message for. */
export const LINK_EXIT_MESSAGE = msg('bank.link.exit');
/** Ours: Plaid's script could not be loaded (blocked or offline). */
export const LINK_SCRIPT_FAILED_MESSAGE = msg('bank.link.scriptFailed');

/** What the app reads for the step to start: the restore answer and whether Plaid may be offered. */
export interface BankStart {
  restored: RestoreResponse;
  /** Plaid is configured and the country and business type are eligible (doc 2 §4). */
  linkAvailable: boolean;
}

/** What the step needs to start, worked out from the `BankStart` (bank-setup.ts). */
export interface BankSetup {
  registeredCountry: string;
  storeName: string;
  /** The merchant reference errors are reported with (mlsProspectRef). */
  merchantReference: string;
  /** The name the account must carry: the owner's for sole traders, else the legal entity's. */
  expectedAccountName: string;
  /** doc 2 §4: AU, NZ, UK, US with Online and In-store. */
  secondaryShown: boolean;
  /** Plaid is configured and the country and business type are eligible (doc 2 §4). */
  linkAvailable: boolean;
  primaryBank: PrimaryBank;
  secondaryBank: SecondaryBank;
  formCompletedState: FormCompletedState;
  /** What the bank schemas check with (names to match, country, business type, channel). */
  validationContext: ValidationContext;
  /** The open request for changes (decision 0266); null when none is open. */
  revision: MerchantRevision | null;
}

/** The input of the link save call (doc 2 §7 POST /api/plaid/update-bank-info). */
export interface LinkedBankInput {
  token: string;
  id: string;
  bankAccountName: string;
  registeredCountry: string;
  bankName: string;
  bankLabel: BankLabel;
  setBankFormComplete: boolean;
}

/** The input of the manual save call (doc 2 §7 POST /api/update-bank-info). */
export type ManualBankInput = (
  { label: 'PRIMARY'; bank: PrimaryBank } | { label: 'SECONDARY'; bank: SecondaryBank }
) & {
  setBankFormComplete: boolean;
  /** The payload adds Canada's routing number (doc 2 §7). */
  registeredCountry: string;
};

/** The account chosen in the link, as Link describes it. */
export interface LinkedAccount {
  publicToken: string;
  accountId: string;
  institutionName: string;
  mask: string;
}

/** A saved bank as it is shown again: sensitive values masked, as restore gives them. */
export function maskedBank<T extends object>(bank: T): T {
  return Object.fromEntries(
    Object.entries(bank).map(([field, value]) => [
      field,
      isSensitiveField(field) && typeof value === 'string' && !value.startsWith('•')
        ? maskValue(value)
        : value,
    ]),
  ) as T;
}

/** The first field error's message of an answer, shown where the link has no fields. */
export function firstFieldError(errors: ValidationErrors | undefined): Text | null {
  const first = Object.values(errors ?? {})
    .flatMap((section) => Object.values(section ?? {}))
    .find((e): e is FieldError => !!e);
  return first?.error ?? null;
}
