/**
 * /app/cash (doc 1 §2): the five cards in order (API credentials or the polling card, the offer,
 * Activate, Customize, profile status) with their show rules, or the cash form and its success
 * panel while the merchant activates.
 */
import { Alert, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { cashPageCards } from '../../../domain/status/cash-pay-status';
import { SignedInEmail } from '../signed-in-email';
import { ApiCredentials, useAccountActor } from '../status/cards/provider-account';
import { FadeInStyles } from '../status/fade-in';
import { StatusCard } from '../status/status-card';
import type { PageStatus } from '../status/status-calls';
import { useCompliance } from '../status/status-page-context';
import { StatusLoadError } from '../status/status-load-error';
import {
  ActivateCashPayCard,
  CashOfferCard,
  CustomizeProfileCard,
  ProfileStatusCard,
} from './cash-cards';
import { CashActivatedPanel, CashForm } from './cash-form';
import { cashFactsOf, flagsOf, useCashPay, useCashPayIfStarted } from './cash-pay-context';

function CredentialsCard() {
  const account = useAccountActor();
  return (
    <StatusCard title="API credentials" status="Done" index={0}>
      <ApiCredentials actor={account} />
    </StatusCard>
  );
}

function CashContent({ status }: { status: PageStatus }) {
  const cashPay = useCashPay();
  const polling = useSelector(cashPay, (s) => s.matches('checkingEligibility'));
  const ineligible = useSelector(cashPay, (s) => s.matches('ineligible'));
  const inForm = useSelector(
    cashPay,
    (s) =>
      s.matches({ eligible: { activation: 'cashForm' } }) ||
      s.matches({ eligible: { activation: 'submitting' } }),
  );
  const activatedPanel = useSelector(cashPay, (s) =>
    s.matches({ eligible: { activation: 'activatedPanel' } }),
  );
  const facts = cashFactsOf(status);
  const cards = cashPageCards({ flags: flagsOf(status), facts, polling });
  if (inForm) return <CashForm storeName={status.storeName ?? ''} />;
  return (
    <Stack gap="md">
      {activatedPanel && <CashActivatedPanel />}
      {cards.credentials === 'polling' ? (
        <StatusCard title="Checking Cash App Pay" status="InProgress" index={0}>
          <Group gap="sm" role="status">
            <Loader size="sm" />
            <Text size="sm">We are checking whether your store can use Cash App Pay…</Text>
          </Group>
        </StatusCard>
      ) : status.merchantId ? (
        <CredentialsCard />
      ) : (
        <StatusCard title="API credentials" status="None" index={0}>
          <Text size="sm">Your API credentials appear here once your account is approved.</Text>
        </StatusCard>
      )}
      {ineligible && (
        <Alert color="gray" title="Cash App Pay is not available for your store yet">
          <Button size="xs" variant="light" onClick={() => cashPay.send({ type: 'cash.recheck' })}>
            Check again
          </Button>
        </Alert>
      )}
      {cards.offer && <CashOfferCard index={1} />}
      {cards.activate && <ActivateCashPayCard facts={facts} index={2} />}
      {cards.customize && <CustomizeProfileCard facts={facts} index={3} />}
      {cards.profileStatus && <ProfileStatusCard facts={facts} index={4} />}
    </Stack>
  );
}

/** The page once the status is read. */
export function CashPage() {
  const compliance = useCompliance();
  const status = useSelector(compliance, (s) => s.context.status as PageStatus | null);
  const error = useSelector(compliance, (s) => s.context.error);
  // The cash pay actor runs as the compliance actor's child once the status is known.
  const cashPay = useCashPayIfStarted();
  if (error && !status) {
    return <StatusLoadError message={error} />;
  }
  if (!status || !cashPay) {
    return (
      <Group gap="sm" role="status">
        <Loader size="sm" />
        <Text>Loading your Cash App Pay profile…</Text>
      </Group>
    );
  }
  return (
    <Stack gap="lg">
      <FadeInStyles />
      <Title order={1}>Cash App Pay</Title>
      <SignedInEmail />
      <CashContent status={status} />
    </Stack>
  );
}
