import { describe, expect, it } from 'vitest';
import { english } from '../../test/i18n/say-in';
import { integrationStepsShown, integrationStepsView } from './integration-view';

type StepValue = Parameters<typeof integrationStepsView>[0]['value'];

const at = (value: StepValue, error: string | null = null) => ({
  value,
  context: { gatewayEnabled: false, error },
});

describe('the integration steps (doc 1 §2, §4)', () => {
  it('marks the steps before the current one done and the later ones next', () => {
    const view = integrationStepsView(at('copyAndPaste'), 'Shopify', 'Provider');
    expect(view.steps.map((s) => [english(s.label), s.state])).toEqual([
      ['1. Sign in', 'done'],
      ['2. Copy and paste', 'current'],
      ['3. Verify', 'next'],
      ['4. Complete', 'next'],
    ]);
    expect(view).toMatchObject({ back: true, forward: 'next', verifying: false });
  });

  it('words each step for Shopify, WooCommerce or any other platform', () => {
    expect(english(integrationStepsView(at('signIn'), 'Shopify', 'Provider').text)).toBe(
      'Sign in to your Shopify admin and add the Provider app from the Shopify App Store.',
    );
    expect(english(integrationStepsView(at('signIn'), 'WooCommerce', 'Provider').text)).toBe(
      'Sign in to your WordPress admin and install the Provider for WooCommerce plugin.',
    );
    expect(english(integrationStepsView(at('signIn'), 'BigCommerce', 'Provider').text)).toBe(
      "Sign in to your e-commerce platform's admin.",
    );
    expect(integrationStepsView(at('signIn'), undefined, 'Provider').back).toBe(false);
  });

  it('shows verifying as the Verify step, busy, with the failure beside it', () => {
    const view = integrationStepsView(at('verifying', 'failed'), undefined, 'Provider');
    expect(view).toMatchObject({ step: 'verify', forward: 'verify', verifying: true });
    expect(view.error).toBe('failed');
  });

  it('offers no button once complete', () => {
    expect(integrationStepsView(at('complete'), undefined, 'Provider')).toMatchObject({
      forward: null,
      back: false,
    });
  });

  it('shows the steps once the credentials show or the gateway is enabled', () => {
    expect(integrationStepsShown(false, false)).toBe(false);
    expect(integrationStepsShown(true, false)).toBe(true);
    expect(integrationStepsShown(false, true)).toBe(true);
  });
});
