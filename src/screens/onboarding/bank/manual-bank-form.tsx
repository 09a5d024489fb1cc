/**
 * The manual bank form (doc 2 §4 "Bank", §5) for the primary or the secondary bank: the fields the
 * applicability engine shows for the country (US routing; Canada institution, transit and chequing
 * account; AU BSB; NZ bank, branch, signatories and direct debit; UK sort code), checked in the
 * browser with the section's schema and shown with the server's field errors under their fields.
 */
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Alert, Button, Group, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import {
  ACCOUNT_NAME_OF_OWNER,
  PRIMARY_BANK_RULES,
  SECONDARY_BANK_RULES,
} from '../../../../domain/applicability/bank-rules';
import type { SectionRules } from '../../../../domain/applicability/field-rule';
import { ruleStates, type FieldState } from '../../../../domain/applicability/rule-states';
import { toCountryCode } from '../../../../domain/countries/country-code';
import type { FieldError } from '../../../../domain/errors/field-errors';
import type {
  PrimaryBank,
  PrimaryBankField,
  SecondaryBank,
} from '../../../../domain/merchant/bank';
import type { ValidationContext } from '../../../../domain/schemas/check-context';
import { primaryBankSchema, secondaryBankSchema } from '../../../../domain/schemas/bank-schemas';
import { ACCOUNT_NAME_HINTS } from './bank-copy';
import { BankTextField, SignatoryTypeField, type BankFormValues } from './bank-fields';
import { NzDirectDebit } from './nz-direct-debit-loader';
import { useServerFieldErrors } from '../../../forms/server-field-errors';

/** The text fields in the order the form shows them. */
const TEXT_FIELDS: readonly PrimaryBankField[] = [
  'bankName',
  'bankBranch',
  'bankAccountName',
  'routing',
  'bsb',
  'sortCode',
  'canadaRoutingInstitutionIdNumber',
  'canadaRoutingTransitIdNumber',
  'canadaChequingAccount',
  'confirmCanadaChequingAccount',
  'account',
  'confirmAccount',
  'signatoryName',
  'email',
];

export interface ManualBankFormProps {
  section: 'primaryBank' | 'secondaryBank';
  defaultValues: PrimaryBank | SecondaryBank;
  context: ValidationContext;
  /** The server's errors of this section, by field name. */
  serverErrors?: Record<string, FieldError>;
  /** A message for the whole form ('Unexpected error', the server's or Plaid's text). */
  error: string | null;
  busy: boolean;
  submitLabel: string;
  onSubmit: (values: BankFormValues) => void;
  /** Shown beside the submit button (the secondary step's skip link). */
  secondaryAction?: ReactNode;
}

/** The bank form of one section. */
export function ManualBankForm(props: ManualBankFormProps) {
  const suffix = props.section === 'secondaryBank' ? '2' : '';
  const resolver = (props.section === 'primaryBank'
    ? valibotResolver(primaryBankSchema(props.context))
    : valibotResolver(secondaryBankSchema(props.context))) as unknown as Resolver<BankFormValues>;
  const errors = useServerFieldErrors<BankFormValues>(props.serverErrors);
  const { control, handleSubmit } = useForm<BankFormValues>({
    defaultValues: props.defaultValues as unknown as BankFormValues,
    resolver,
    reValidateMode: 'onChange',
    ...(errors ? { errors } : {}),
  });
  const values = useWatch({ control }) as BankFormValues;
  const rules: SectionRules<string> =
    props.section === 'primaryBank' ? PRIMARY_BANK_RULES : SECONDARY_BANK_RULES;
  const states: Record<string, FieldState> = ruleStates(rules, values, props.context);
  const stateOf = (field: string): FieldState | undefined => states[`${field}${suffix}`];
  const nzAccount = toCountryCode(props.context.registeredCountry) === 'NZ';

  const accountName = stateOf('bankAccountName');
  const signatory = values[`signatoryType${suffix}`];
  return (
    <form noValidate onSubmit={handleSubmit((submitted) => props.onSubmit(submitted))}>
      <Stack gap="md">
        {props.error && (
          <Alert color="red" role="alert">
            {props.error}
          </Alert>
        )}
        {stateOf('signatoryType')?.shown && (
          <SignatoryTypeField
            control={control}
            name={`signatoryType${suffix}`}
            required={stateOf('signatoryType')?.required ?? false}
          />
        )}
        {TEXT_FIELDS.filter((field) => stateOf(field)?.shown).map((field) => (
          <BankTextField
            key={field}
            control={control}
            field={field}
            name={`${field}${suffix}`}
            required={stateOf(field)?.required ?? false}
            nzAccount={nzAccount}
            country={toCountryCode(props.context.registeredCountry)}
            description={
              field === 'bankAccountName'
                ? ACCOUNT_NAME_HINTS[
                    accountName?.labelVariant === ACCOUNT_NAME_OF_OWNER
                      ? 'ownerName'
                      : 'legalBusinessName'
                  ]
                : undefined
            }
          />
        ))}
        <NzDirectDebit
          control={control}
          suffix={suffix}
          oneSignatory={
            !!stateOf('directDebitTermsAccepted')?.shown && signatory === 'One Signatory'
          }
          multipleSignatories={
            !!stateOf('directDebitAgreement')?.shown && signatory === 'Multiple Signatories'
          }
        />
        <Group justify="space-between">
          {props.secondaryAction ?? <span />}
          <Button type="submit" loading={props.busy}>
            {props.submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
