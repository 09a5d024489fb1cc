/**
 * The account behind the integration card (doc 1 §4 account creation) and its API credentials
 * (merchantId and secretKey) with copy buttons whose label resets after 2 seconds (doc 1 §2).
 */
import { Alert, Button, Code, Group, Loader, Stack, Text } from '@mantine/core';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import type { ActorRefFrom } from 'xstate';
import { maskValue } from '../../../../domain/api/merchant-api';
import { pollWithRetriesMachine } from '../../../../machines/poll-with-retries';
import {
  providerAccountMachine,
  type CredentialField,
} from '../../../../machines/provider-account.machine';
import { ACTOR_NAMES, inspectedAs } from '../../../app/app-inspector';
import { trackEvent } from '../../../reporting/analytics';
import * as calls from '../status-calls';
import type { PageStatus } from '../status-calls';
import { useCompliance } from '../status-page-context';

export type AccountActor = ActorRefFrom<typeof providerAccountMachine>;

const FIELD_LABELS: Record<CredentialField, string> = {
  merchantId: 'Merchant ID',
  secretKey: 'Secret key',
};

/** Starts the account actor for this merchant. */
export function useAccountActor(status: PageStatus): AccountActor {
  const compliance = useCompliance();
  return useActorRef(
    providerAccountMachine.provide({
      actors: {
        createAccount: fromPromise(({ signal }) => calls.createAccount(signal)),
        fetchCredentials: fromPromise(({ signal }) => calls.fetchCredentials(signal)),
        pollAccount: pollWithRetriesMachine.provide({
          actors: {
            poll: fromPromise<unknown, unknown>(({ signal }) => calls.fetchStatus(signal)),
          },
        }),
      },
      actions: {
        track: (_, { event }) => trackEvent(event),
        refetchStatus: () => compliance.send({ type: 'status.refetch' }),
        copyToClipboard: (_, { text }) => {
          void navigator.clipboard?.writeText(text).catch(() => {});
        },
      },
    }),
    {
      input: {
        merchantId: status.merchantId,
        onboardingGroup: status.onboardingGroup,
        accountRequestPending: status.accountRequestPending,
      },
      ...inspectedAs(ACTOR_NAMES.apiCredentials),
    },
  );
}

function CredentialRow({ actor, field }: { actor: AccountActor; field: CredentialField }) {
  const value = useSelector(actor, (s) => s.context.credentials?.[field] ?? '');
  const copied = useSelector(actor, (s) => s.context.copied === field);
  const revealed = useSelector(actor, (s) => s.context.secretRevealed);
  // The secret key stays masked (last four shown) until the merchant asks to see it; Copy always
  // copies the whole key.
  const secret = field === 'secretKey';
  const shown = secret && !revealed ? maskValue(value) : value;
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm">
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Text size="xs" c="dimmed">
          {FIELD_LABELS[field]}
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
            aria-label={`${revealed ? 'Hide' : 'Show'} ${FIELD_LABELS[field]}`}
            onClick={() =>
              actor.send({ type: revealed ? 'credentials.hide' : 'credentials.reveal' })
            }
          >
            {revealed ? 'Hide' : 'Show'}
          </Button>
        )}
        <Button
          size="xs"
          variant="light"
          aria-label={`Copy ${FIELD_LABELS[field]}`}
          onClick={() => actor.send({ type: 'credentials.copy', field })}
        >
          {copied ? 'Copied' : 'Copy'}
        </Button>
      </Group>
    </Group>
  );
}

/** The credentials, or the account check while it runs. */
export function ApiCredentials({ actor }: { actor: AccountActor }) {
  const state = useSelector(actor, (s) => s.value);
  const error = useSelector(actor, (s) => s.context.error);
  if (state === 'failed') {
    return (
      <Alert color="red" role="alert" title={error}>
        <Button size="xs" variant="light" onClick={() => actor.send({ type: 'account.retry' })}>
          Try again
        </Button>
      </Alert>
    );
  }
  if (typeof state === 'object' && 'shown' in state) {
    return (
      <Stack gap="xs" aria-label="API credentials" role="group">
        <Text fw={600} size="sm">
          API credentials
        </Text>
        <CredentialRow actor={actor} field="merchantId" />
        <CredentialRow actor={actor} field="secretKey" />
      </Stack>
    );
  }
  return (
    <Group gap="sm" role="status">
      <Loader size="sm" />
      <Text size="sm">We are checking your details. This card updates by itself.</Text>
    </Group>
  );
}
