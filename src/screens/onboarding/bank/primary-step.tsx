/**
 * Primary Bank Information: the automated link where it is offered (doc 2 §4 "Bank-link
 * eligibility"), with the manual form in a modal as its fallback; otherwise the manual form alone.
 */
import { Alert, Anchor, Button, Modal, Stack, Text, Title } from '@mantine/core';
import { useSelector } from '@xstate/react';
import type { PrimaryBank } from '../../../../domain/merchant/bank';
import { PlaidLinkLauncher } from '../../../plaid/plaid-link-loader';
import { useBankActor } from './bank-actor';
import {
  BACK_TO_LINK_LABEL,
  CONTINUE_LABEL,
  LINK_BUTTON,
  LINK_HEADING,
  LINK_TEXT,
  MANUAL_LINK_LABEL,
  MANUAL_MODAL_TITLE,
  SUBMIT_LABEL,
} from './bank-copy';
import { ManualBankForm } from './manual-bank-form';

export interface PrimaryStepProps {
  /** True when no secondary step follows: the form is then submitted, not continued. */
  submitsLast: boolean;
}

/** The manual primary form, inline or in the modal. */
function PrimaryManualForm(props: PrimaryStepProps) {
  const actor = useBankActor();
  const setup = useSelector(actor, (s) => s.context.setup);
  const bank = useSelector(actor, (s) => s.context.primaryBank);
  const serverErrors = useSelector(actor, (s) => s.context.fieldErrors.primaryBank);
  const error = useSelector(actor, (s) => s.context.error);
  const busy = useSelector(actor, (s) => s.matches({ primary: 'savingManual' }));
  if (!setup || !bank) return null;
  return (
    <ManualBankForm
      section="primaryBank"
      defaultValues={bank}
      context={setup.validationContext}
      serverErrors={serverErrors}
      error={error}
      busy={busy}
      submitLabel={props.submitsLast ? SUBMIT_LABEL : CONTINUE_LABEL}
      onSubmit={(values) =>
        actor.send({ type: 'primary.submit', bank: values as unknown as PrimaryBank })
      }
    />
  );
}

/** The primary step's panel. */
export function PrimaryStep(props: PrimaryStepProps) {
  const actor = useBankActor();
  const linkAvailable = useSelector(actor, (s) => s.context.setup?.linkAvailable === true);
  const manual = useSelector(
    actor,
    (s) => s.matches({ primary: 'manual' }) || s.matches({ primary: 'savingManual' }),
  );
  const linkToken = useSelector(actor, (s) =>
    s.matches({ primary: 'linking' }) ? s.context.linkToken : null,
  );
  const linkBusy = useSelector(
    actor,
    (s) =>
      s.matches({ primary: 'creatingLinkToken' }) ||
      s.matches({ primary: 'linking' }) ||
      s.matches({ primary: 'savingLink' }),
  );
  const error = useSelector(actor, (s) =>
    s.matches({ primary: 'manual' }) ? null : s.context.error,
  );

  if (!linkAvailable) return <PrimaryManualForm {...props} />;
  return (
    <Stack gap="md">
      <Title order={3}>{LINK_HEADING}</Title>
      <Text size="sm">{LINK_TEXT}</Text>
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      <Button loading={linkBusy} onClick={() => actor.send({ type: 'link.start' })}>
        {LINK_BUTTON}
      </Button>
      <Anchor component="button" type="button" onClick={() => actor.send({ type: 'manual.open' })}>
        {MANUAL_LINK_LABEL}
      </Anchor>
      {linkToken && (
        <PlaidLinkLauncher
          token={linkToken}
          onLinked={(account) => actor.send({ type: 'link.success', account })}
          onExit={(message) => actor.send({ type: 'link.exit', message })}
        />
      )}
      <Modal
        opened={manual}
        onClose={() => actor.send({ type: 'manual.close' })}
        title={MANUAL_MODAL_TITLE}
        size="lg"
      >
        <PrimaryManualForm {...props} />
        <Anchor
          component="button"
          type="button"
          size="sm"
          mt="md"
          onClick={() => actor.send({ type: 'manual.close' })}
        >
          {BACK_TO_LINK_LABEL}
        </Anchor>
      </Modal>
    </Stack>
  );
}
