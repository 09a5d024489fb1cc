/**
 * The manual bank form (doc 2 §4 "Bank", §5) for the primary or the secondary bank, held by the
 * bank machine (decision 0240): the fields its view model shows for the country (US routing;
 * Canada institution, transit and chequing account; AU BSB; NZ bank, branch, signatories and
 * direct debit; UK sort code), each with its message, the machine's check or the server's.
 */
import { Alert, Button, Group, Stack } from '@mantine/core';
import { useActorView } from '../app/use-actor-view';
import type { ReactNode } from 'react';
import type { BankChanges, BankSection } from '../../machines/bank/bank.machine';
import { bankFormView } from '../../machines/bank/bank-view';
import { useBankActor } from './bank-actor';
import { BankField } from './bank-fields';
import { NzDirectDebit } from './nz-direct-debit-loader';
import { useSay } from '../i18n/say';

export interface ManualBankFormProps {
  section: BankSection;
  /** Shown beside the submit button (the secondary step's skip link). */
  secondaryAction?: ReactNode;
}

/** The bank form of one section. */
export function ManualBankForm(props: ManualBankFormProps) {
  const actor = useBankActor();
  const view = useActorView(actor, (s) => bankFormView(s, props.section));
  const say = useSay();
  const form = props.section === 'primaryBank' ? 'primary' : 'secondary';
  const change = (changes: BankChanges) => actor.send({ type: `${form}.change`, changes });
  const blur = (field: string) => actor.send({ type: `${form}.blur`, field });
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        actor.send({ type: `${form}.submit` });
      }}
    >
      <Stack gap="md">
        {view.error && (
          <Alert color="red" role="alert">
            {say(view.error)}
          </Alert>
        )}
        {view.fields.map((field) => (
          <BankField
            key={field.name}
            field={field}
            onChange={(value) => change({ [field.name]: value })}
            onBlur={() => blur(field.name)}
          />
        ))}
        <NzDirectDebit view={view.directDebit} onChange={change} />
        <Group justify="space-between">
          {props.secondaryAction ?? <span />}
          <Button type="submit" loading={view.busy}>
            {say(view.submitLabel)}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
