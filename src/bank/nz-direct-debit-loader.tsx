/**
 * New Zealand's direct debit part of the manual bank form, loaded when it is first shown: only an
 * NZ merchant who has said how the account is signed sees it, so the bank page does not carry
 * its checkbox and upload field when it opens (docs/decisions/0181-lighter-form-routes.md). Until
 * the code has arrived a busy line holds its place; if it cannot be loaded, Try again loads it
 * again. What the merchant typed elsewhere in the form is kept either way.
 */
import { Button, Group, Loader, Text } from '@mantine/core';
import { onDemandPart } from '../app/on-demand-part';
import type { NzDirectDebitProps } from './nz-direct-debit';
import { NZ_LOADING_TEXT, TRY_AGAIN_LABEL } from '../../machines/bank/bank-copy';
import { useSay } from '../i18n/say';

const nzDirectDebit = onDemandPart(() =>
  import('./nz-direct-debit').then((module) => module.NzDirectDebit),
);

/** The NZ direct debit part once its code is here (nothing while no signatory is chosen). */
export function NzDirectDebit(props: NzDirectDebitProps) {
  const shown = props.view.oneSignatory || props.view.multipleSignatories;
  const { part: Part, failed, retry } = nzDirectDebit.usePart(shown);
  const say = useSay();

  if (!shown) return null;
  if (Part) return <Part {...props} />;
  if (failed) {
    return (
      <Group gap="sm" role="alert">
        <Text size="sm">{say(props.view.loadFailedMessage)}</Text>
        <Button variant="default" size="xs" onClick={retry}>
          {say(TRY_AGAIN_LABEL)}
        </Button>
      </Group>
    );
  }
  return (
    <Group gap="sm" role="status">
      <Loader size="xs" />
      <Text size="sm">{say(NZ_LOADING_TEXT)}</Text>
    </Group>
  );
}
