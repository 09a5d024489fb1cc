/**
 * The account behind the integration card (doc 1 §4 account creation) and its API credentials
 * (merchantId and secretKey) with copy buttons whose label resets after 2 seconds (doc 1 §2).
 */
import { Alert, Button, Code, Group, Loader, Stack, Text } from '@mantine/core';
import { useActorView } from '../../app/use-actor-view';
import type { ActorRefFrom } from 'xstate';
import type {
  CredentialField,
  providerAccountMachine,
} from '../../../machines/status/provider-account.machine';
import { credentialView } from '../../../machines/status/status-view';
import type { Message } from '../../../domain/i18n/message';
import { useSay } from '../../i18n/say';
import { useStatusActor } from '../status-page-context';

export type AccountActor = ActorRefFrom<typeof providerAccountMachine>;

const FIELD_LABELS: Record<CredentialField, Message> = {
  merchantId: { id: 'status.account.merchantId' },
  secretKey: { id: 'status.account.secretKey' },
};

/**
 * The account actor, run by the compliance actor while the page shows the credentials
 * (machines/status/status.machine.ts), or undefined until it runs.
 */
export function useAccountActor(): AccountActor | undefined {
  const compliance = useStatusActor();
  return useActorView(compliance, (s) => s.children.account);
}

function CredentialRow({ actor, field }: { actor: AccountActor; field: CredentialField }) {
  const value = useActorView(actor, (s) => s.context.credentials?.[field] ?? '');
  const copied = useActorView(actor, (s) => s.context.copied === field);
  const revealed = useActorView(actor, (s) => s.context.secretRevealed);
  // The secret key stays masked (last four shown) until the merchant asks to see it; Copy always
  // copies the whole key.
  const { secret, shown } = credentialView(value, field, revealed);
  const say = useSay();
  const named = { field: FIELD_LABELS[field] };
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm">
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Text size="xs" c="dimmed">
          {say(FIELD_LABELS[field])}
        </Text>
        <Code style={{ wordBreak: 'break-all' }} data-credential={field}>
          {shown}
        </Code>
      </Stack>
      <Group gap={4} wrap="nowrap" style={{ flexShrink: 0 }}>
        {secret && (
          <Button
            size="xs"
            variant="subtle"
            aria-pressed={revealed}
            aria-label={say({
              id: revealed ? 'status.account.hideField' : 'status.account.showField',
              values: named,
            })}
            onClick={() =>
              actor.send({ type: revealed ? 'credentials.hide' : 'credentials.reveal' })
            }
          >
            {say({ id: revealed ? 'status.account.hide' : 'status.account.show' })}
          </Button>
        )}
        <Button
          size="xs"
          variant="light"
          aria-label={say({ id: 'status.account.copyField', values: named })}
          onClick={() => actor.send({ type: 'credentials.copy', field })}
        >
          {say({ id: copied ? 'status.account.copied' : 'status.account.copy' })}
        </Button>
      </Group>
    </Group>
  );
}

/** The credentials, or the account check while it runs (a loader until the actor runs). */
export function ApiCredentials({ actor }: { actor: AccountActor | undefined }) {
  const say = useSay();
  if (!actor) return <Loader size="sm" aria-label={say({ id: 'status.loading' })} />;
  return <AccountCredentials actor={actor} />;
}

function AccountCredentials({ actor }: { actor: AccountActor }) {
  const state = useActorView(actor, (s) => s.value);
  const error = useActorView(actor, (s) => s.context.error);
  const say = useSay();
  if (state === 'failed') {
    return (
      <Alert color="red" role="alert" title={say(error)}>
        <Button size="xs" variant="light" onClick={() => actor.send({ type: 'account.retry' })}>
          {say({ id: 'status.tryAgain' })}
        </Button>
      </Alert>
    );
  }
  if (typeof state === 'object' && 'shown' in state) {
    return (
      <Stack gap="xs" aria-label={say({ id: 'status.account.credentials' })} role="group">
        <Text fw={600} size="sm">
          {say({ id: 'status.account.credentials' })}
        </Text>
        <CredentialRow actor={actor} field="merchantId" />
        <CredentialRow actor={actor} field="secretKey" />
      </Stack>
    );
  }
  return (
    <Group gap="sm" role="status">
      <Loader size="sm" />
      <Text size="sm">{say({ id: 'status.account.checking' })}</Text>
    </Group>
  );
}
