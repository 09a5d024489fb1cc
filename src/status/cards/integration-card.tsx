/**
 * Add checkout integration (doc 1 §2, §4): the account and its API credentials, then the general
 * steps SignIn, CopyAndPaste, Verify, Complete, worded for Shopify, WooCommerce or any platform.
 */
import { Alert, Badge, Button, Group, Text } from '@mantine/core';
import { useActorView } from '../../app/use-actor-view';
import { integrationCardOf } from '../../../machines/status/status-selectors';
import {
  integrationStepsShown,
  integrationStepsView,
} from '../../../machines/status/integration-view';
import { useBrand } from '../../app/app-context';
import { fadeIn, STEP_FADE_MS } from '../fade-in';
import type { PageStatus } from '../status-calls';
import { useStatusSteps } from '../status-page-context';
import { useSay } from '../../i18n/say';
import { StatusCard } from '../status-card';
import { ApiCredentials, useAccountActor } from './provider-account';

function IntegrationSteps({ platform }: { platform: string | undefined }) {
  const brand = useBrand();
  const { integration } = useStatusSteps();
  const view = useActorView(integration, (s) => integrationStepsView(s, platform, brand.name));
  const say = useSay();
  return (
    <>
      <Group gap={6} aria-label={say({ id: 'status.integration.steps' })} role="list">
        {view.steps.map((step) => (
          <Badge
            key={step.name}
            role="listitem"
            aria-current={step.state === 'current' ? 'step' : undefined}
            variant={step.state === 'next' ? 'light' : 'filled'}
            color={step.state === 'done' ? 'green' : undefined}
          >
            {say(step.label)}
          </Badge>
        ))}
      </Group>
      <Text size="sm" key={view.step} data-fade-in style={fadeIn(0, STEP_FADE_MS)}>
        {say(view.text)}
      </Text>
      {view.error && (
        <Alert color="red" role="alert">
          {say(view.error)}
        </Alert>
      )}
      {view.forward && (
        <Group>
          {view.back && (
            <Button
              variant="default"
              onClick={() => integration.send({ type: 'integration.back' })}
            >
              {say({ id: 'status.integration.back' })}
            </Button>
          )}
          {view.forward === 'verify' ? (
            <Button
              loading={view.verifying}
              onClick={() => integration.send({ type: 'integration.verify' })}
            >
              {say({ id: 'status.integration.verify' })}
            </Button>
          ) : (
            <Button onClick={() => integration.send({ type: 'integration.next' })}>
              {say({ id: 'status.integration.next' })}
            </Button>
          )}
        </Group>
      )}
    </>
  );
}

function IntegrationBody({ status }: { status: PageStatus }) {
  const account = useAccountActor();
  const hasCredentials = useActorView(account, (s) => s?.context.credentials != null);
  return (
    <>
      <ApiCredentials actor={account} />
      {integrationStepsShown(hasCredentials, status.gatewayEnabled) && (
        <IntegrationSteps platform={status.platform} />
      )}
    </>
  );
}

export function IntegrationCard({ status, index }: { status: PageStatus; index: number }) {
  const card = integrationCardOf(status);
  const say = useSay();
  return (
    <StatusCard title={{ id: 'status.integration.title' }} status={card} index={index}>
      {card === 'None' ? (
        <Text size="sm">{say({ id: 'status.integration.none' })}</Text>
      ) : (
        <IntegrationBody status={status} />
      )}
    </StatusCard>
  );
}
