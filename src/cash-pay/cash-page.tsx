/**
 * /app/cash (doc 1 §2): the five cards in order (API credentials or the polling card, the offer,
 * Activate, Customize, profile status) with their show rules, or the cash form and its success
 * panel while the merchant activates.
 */
import { Alert, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useActorView } from '../app/use-actor-view';
import { cashPageView } from '../../machines/cash-pay/cash-pay-view';
import { SignedInEmail } from '../session/signed-in-email';
import { ApiCredentials, useAccountActor } from '../status/cards/provider-account';
import { FadeInStyles } from '../status/fade-in';
import { StatusCard } from '../status/status-card';
import type { PageStatus } from '../status/status-calls';
import { useStatusActor } from '../status/status-page-context';
import { StatusLoadError } from '../status/status-load-error';
import {
  ActivateCashPayCard,
  CashOfferCard,
  CustomizeProfileCard,
  ProfileStatusCard,
} from './cash-cards';
import { CashActivatedPanel, CashForm } from './cash-form';
import { useCashPay, useCashPayIfStarted } from './cash-pay-context';

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
  const view = useActorView(cashPay, (s) => cashPageView(status, s));
  if (view.form) return <CashForm storeName={status.storeName ?? ''} />;
  return (
    <Stack gap="md">
      {view.activatedPanel && <CashActivatedPanel />}
      {view.credentials === 'polling' ? (
        <StatusCard title="Checking Cash App Pay" status="InProgress" index={0}>
          <Group gap="sm" role="status">
            <Loader size="sm" />
            <Text size="sm">We are checking whether your store can use Cash App Pay…</Text>
          </Group>
        </StatusCard>
      ) : view.credentials === 'credentials' ? (
        <CredentialsCard />
      ) : (
        <StatusCard title="API credentials" status="None" index={0}>
          <Text size="sm">Your API credentials appear here once your account is approved.</Text>
        </StatusCard>
      )}
      {view.ineligible && (
        <Alert color="gray" title="Cash App Pay is not available for your store yet">
          <Button size="xs" variant="light" onClick={() => cashPay.send({ type: 'cash.recheck' })}>
            Check again
          </Button>
        </Alert>
      )}
      {view.offer && <CashOfferCard index={1} />}
      {view.activate && <ActivateCashPayCard card={view.activate} index={2} />}
      {view.customize && <CustomizeProfileCard card={view.customize} index={3} />}
      {view.profileStatus && <ProfileStatusCard card={view.profileStatus} index={4} />}
    </Stack>
  );
}

/** The page once the status is read. */
export function CashPage() {
  const compliance = useStatusActor();
  const status = useActorView(compliance, (s) => s.context.status as PageStatus | null);
  const error = useActorView(compliance, (s) => s.context.error);
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
