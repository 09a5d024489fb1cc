/**
 * Add checkout integration (doc 1 §2, §4): the account and its API credentials, then the general
 * steps SignIn, CopyAndPaste, Verify, Complete, worded for Shopify, WooCommerce or any platform.
 */
import { Alert, Badge, Button, Group, Text } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { integrationCardOf } from '../../../machines/status/status-selectors';
import { INTEGRATION_STEPS } from '../../../machines/status/status-steps.machine';
import { useBrand } from '../../app/app-context';
import { fadeIn, STEP_FADE_MS } from '../fade-in';
import type { PageStatus } from '../status-calls';
import { useStatusSteps } from '../status-page-context';
import { StatusCard } from '../status-card';
import { ApiCredentials, useAccountActor } from './provider-account';

type Variant = 'shopify' | 'wooCommerce' | 'general';
type Step = (typeof INTEGRATION_STEPS)[number];

const STEP_LABELS: Record<Step, string> = {
  signIn: 'Sign in',
  copyAndPaste: 'Copy and paste',
  verify: 'Verify',
  complete: 'Complete',
};

function variantOf(platform: string | undefined): Variant {
  if (platform === 'Shopify') return 'shopify';
  if (platform === 'WooCommerce') return 'wooCommerce';
  return 'general';
}

function stepText(variant: Variant, step: Step, brand: string): string {
  const texts: Record<Variant, Record<Step, string>> = {
    shopify: {
      signIn: `Sign in to your Shopify admin and add the ${brand} app from the Shopify App Store.`,
      copyAndPaste: `In the ${brand} app settings, paste your Merchant ID and Secret key, then save.`,
      verify: `Select Verify once the app is saved, and we will check your store.`,
      complete: 'Your Shopify checkout is connected.',
    },
    wooCommerce: {
      signIn: `Sign in to your WordPress admin and install the ${brand} for WooCommerce plugin.`,
      copyAndPaste:
        'Under WooCommerce, Settings, Payments, paste your Merchant ID and Secret key, then save.',
      verify: 'Select Verify once the plugin settings are saved, and we will check your store.',
      complete: 'Your WooCommerce checkout is connected.',
    },
    general: {
      signIn: "Sign in to your e-commerce platform's admin.",
      copyAndPaste:
        'Paste your Merchant ID and Secret key into the payment settings of your checkout, then save.',
      verify: 'Select Verify once your checkout is set up, and we will check your store.',
      complete: 'Your checkout integration is complete.',
    },
  };
  return texts[variant][step];
}

function IntegrationSteps({ platform }: { platform: string | undefined }) {
  const brand = useBrand();
  const { integration } = useStatusSteps();
  const value = useSelector(integration, (s) => s.value);
  const error = useSelector(integration, (s) => s.context.error);
  const step: Step = value === 'verifying' ? 'verify' : (value as Step);
  const active = INTEGRATION_STEPS.indexOf(step);
  const variant = variantOf(platform);
  return (
    <>
      <Group gap={6} aria-label="Integration steps" role="list">
        {INTEGRATION_STEPS.map((name, position) => (
          <Badge
            key={name}
            role="listitem"
            aria-current={position === active ? 'step' : undefined}
            variant={position <= active ? 'filled' : 'light'}
            color={position < active ? 'green' : undefined}
          >
            {position + 1}. {STEP_LABELS[name]}
          </Badge>
        ))}
      </Group>
      <Text size="sm" key={step} data-fade-in style={fadeIn(0, STEP_FADE_MS)}>
        {stepText(variant, step, brand.name)}
      </Text>
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      {step !== 'complete' && (
        <Group>
          {step !== 'signIn' && (
            <Button
              variant="default"
              onClick={() => integration.send({ type: 'integration.back' })}
            >
              Back
            </Button>
          )}
          {step === 'verify' ? (
            <Button
              loading={value === 'verifying'}
              onClick={() => integration.send({ type: 'integration.verify' })}
            >
              Verify
            </Button>
          ) : (
            <Button onClick={() => integration.send({ type: 'integration.next' })}>Next</Button>
          )}
        </Group>
      )}
    </>
  );
}

function IntegrationBody({ status }: { status: PageStatus }) {
  const account = useAccountActor();
  const hasCredentials = useSelector(account, (s) => s?.context.credentials != null);
  return (
    <>
      <ApiCredentials actor={account} />
      {(hasCredentials || status.gatewayEnabled) && <IntegrationSteps platform={status.platform} />}
    </>
  );
}

export function IntegrationCard({ status, index }: { status: PageStatus; index: number }) {
  const card = integrationCardOf(status);
  return (
    <StatusCard title="Add checkout integration" status={card} index={index}>
      {card === 'None' ? (
        <Text size="sm">Your API credentials show here once your application is approved.</Text>
      ) : (
        <IntegrationBody status={status} />
      )}
    </StatusCard>
  );
}
