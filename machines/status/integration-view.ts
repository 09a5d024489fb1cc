/**
 * The Add checkout integration card's steps (doc 1 §2, §4): SignIn, CopyAndPaste, Verify and
 * Complete, each worded for the merchant's platform (Shopify, WooCommerce or any other), with the
 * buttons the current step offers. A selector of the integration steps actor's snapshot.
 */
import type { SnapshotFrom } from 'xstate';
import { INTEGRATION_STEPS, type integrationStepsMachine } from './status-steps.machine';

export type IntegrationStep = (typeof INTEGRATION_STEPS)[number];
type Platform = 'shopify' | 'wooCommerce' | 'general';

const STEP_LABELS: Record<IntegrationStep, string> = {
  signIn: 'Sign in',
  copyAndPaste: 'Copy and paste',
  verify: 'Verify',
  complete: 'Complete',
};

function platformOf(platform: string | undefined): Platform {
  if (platform === 'Shopify') return 'shopify';
  if (platform === 'WooCommerce') return 'wooCommerce';
  return 'general';
}

function stepText(platform: Platform, step: IntegrationStep, brand: string): string {
  const texts: Record<Platform, Record<IntegrationStep, string>> = {
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
  return texts[platform][step];
}

export interface IntegrationStepsView {
  steps: ReadonlyArray<{
    name: IntegrationStep;
    label: string;
    state: 'done' | 'current' | 'next';
  }>;
  /** The current step, also the key its text fades in under. */
  step: IntegrationStep;
  text: string;
  error: string | null;
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
      label: `${position + 1}. ${STEP_LABELS[name]}`,
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
