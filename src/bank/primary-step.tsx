/**
 * Primary Bank Information: the automated link where it is offered (doc 2 §4 "Bank-link
 * eligibility"), with the manual form in a modal as its fallback; otherwise the manual form alone.
 */
import { Alert, Anchor, Button, Modal, Stack, Text, Title } from '@mantine/core';
import { useActorView } from '../app/use-actor-view';
import {
  BACK_TO_LINK_LABEL,
  LINK_BUTTON,
  LINK_HEADING,
  LINK_TEXT,
  MANUAL_LINK_LABEL,
  MANUAL_MODAL_TITLE,
} from '../../machines/bank/bank-copy';
import { primaryStepView } from '../../machines/bank/bank-view';
import { PlaidLinkLauncher } from '../plaid/plaid-link-loader';
import { useBankActor } from './bank-actor';
import { ManualBankForm } from './manual-bank-form';
import { useSay } from '../i18n/say';

/** The primary step's panel. */
export function PrimaryStep() {
  const actor = useBankActor();
  const view = useActorView(actor, primaryStepView, shallowEqual);
  const say = useSay();

  if (!view.linkAvailable) return <ManualBankForm section="primaryBank" />;
  return (
    <Stack gap="md">
      <Title order={3}>{say(LINK_HEADING)}</Title>
      <Text size="sm">{say(LINK_TEXT)}</Text>
      {view.error && (
        <Alert color="red" role="alert">
          {say(view.error)}
        </Alert>
      )}
      <Button loading={view.linkBusy} onClick={() => actor.send({ type: 'link.start' })}>
        {say(LINK_BUTTON)}
      </Button>
      <Anchor component="button" type="button" onClick={() => actor.send({ type: 'manual.open' })}>
        {say(MANUAL_LINK_LABEL)}
      </Anchor>
      {view.linkToken && (
        <PlaidLinkLauncher
          token={view.linkToken}
          onLinked={(account) => actor.send({ type: 'link.success', account })}
          onExit={(message) => actor.send({ type: 'link.exit', message })}
        />
      )}
      <Modal
        opened={view.manualOpen}
        onClose={() => actor.send({ type: 'manual.close' })}
        title={say(MANUAL_MODAL_TITLE)}
        size="lg"
      >
        <ManualBankForm section="primaryBank" />
        <Anchor
          component="button"
          type="button"
          size="sm"
          mt="md"
          onClick={() => actor.send({ type: 'manual.close' })}
        >
          {say(BACK_TO_LINK_LABEL)}
        </Anchor>
      </Modal>
    </Stack>
  );
}

/** The view model changes only when one of its values does (the link token keeps Link open). */
function shallowEqual<T extends object>(a: T, b: T): boolean {
  return (Object.keys(a) as (keyof T)[]).every((key) => Object.is(a[key], b[key]));
}
