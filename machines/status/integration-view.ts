/**
 * The Add checkout integration card's steps (doc 1 §2, §4): SignIn, CopyAndPaste, Verify and
 * Complete, each worded for the merchant's platform (Shopify, WooCommerce or any other), with the
 * buttons the current step offers. A selector of the integration steps actor's snapshot.
 */
import type { SnapshotFrom } from 'xstate';
import { msg, type Message, type Text } from '../../domain/i18n/message';
import { INTEGRATION_STEPS, type integrationStepsMachine } from './status-steps.machine';

export type IntegrationStep = (typeof INTEGRATION_STEPS)[number];
type Platform = 'shopify' | 'wooCommerce' | 'general';

const STEP_LABELS: Record<IntegrationStep, Message> = {
  signIn: msg('status.integration.step.signIn'),
  copyAndPaste: msg('status.integration.step.copyAndPaste'),
  verify: msg('status.integration.step.verify'),
  complete: msg('status.integration.step.complete'),
};

function platformOf(platform: string | undefined): Platform {
  if (platform === 'Shopify') return 'shopify';
  if (platform === 'WooCommerce') return 'wooCommerce';
  return 'general';
}

/** The words of each step for each platform; `brand` names the app or plugin. */
function stepText(platform: Platform, step: IntegrationStep, brand: string): Message {
  return msg(`status.integration.${platform}.${step}`, { brand });
}

export interface IntegrationStepsView {
  steps: ReadonlyArray<{
    name: IntegrationStep;
    label: Message;
    state: 'done' | 'current' | 'next';
  }>;
  /** The current step, also the key its text fades in under. */
  step: IntegrationStep;
  text: Message;
  error: Text | null;
  /** Back is offered after the first step and before the last. */
  back: boolean;
  /** The step's forward button; none once complete. */
  forward: 'next' | 'verify' | null;
  verifying: boolean;
}

type IntegrationSnapshot = Pick<SnapshotFrom<typeof integrationStepsMachine>, 'value' | 'context'>;

export function integrationStepsView(
  snapshot: IntegrationSnapshot,
  platform: string | undefined,
  brandName: string,
): IntegrationStepsView {
  const verifying = snapshot.value === 'verifying';
  const step: IntegrationStep = verifying ? 'verify' : (snapshot.value as IntegrationStep);
  const at = INTEGRATION_STEPS.indexOf(step);
  return {
    steps: INTEGRATION_STEPS.map((name, position) => ({
      name,
      label: msg('status.integration.stepLabel', {
        number: position + 1,
        label: STEP_LABELS[name],
      }),
      state: position < at ? 'done' : position === at ? 'current' : 'next',
    })),
    step,
    text: stepText(platformOf(platform), step, brandName),
    error: snapshot.context.error,
    back: step !== 'signIn' && step !== 'complete',
    forward: step === 'complete' ? null : step === 'verify' ? 'verify' : 'next',
    verifying,
  };
}

/** The steps show once the API credentials are shown or the gateway is already enabled. */
export function integrationStepsShown(hasCredentials: boolean, gatewayEnabled: boolean): boolean {
  return hasCredentials || gatewayEnabled;
}
