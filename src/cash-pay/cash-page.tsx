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
import { CASH_WORDS } from '../../machines/cash-pay/cash-words';
import { useSay } from '../i18n/say';

function CredentialsCard() {
  const account = useAccountActor();
  const say = useSay();
  return (
    <StatusCard title={say(CASH_WORDS.credentialsTitle)} status="Done" index={0}>
      <ApiCredentials actor={account} />
    </StatusCard>
  );
}

function CashContent({ status }: { status: PageStatus }) {
  const cashPay = useCashPay();
  const view = useActorView(cashPay, (s) => cashPageView(status, s));
  const say = useSay();
  if (view.form) return <CashForm storeName={status.storeName ?? ''} />;
  return (
    <Stack gap="md">
      {view.activatedPanel && <CashActivatedPanel />}
      {view.credentials === 'polling' ? (
        <StatusCard title={say(CASH_WORDS.checkingTitle)} status="InProgress" index={0}>
          <Group gap="sm" role="status">
            <Loader size="sm" />
            <Text size="sm">{say(CASH_WORDS.checking)}</Text>
          </Group>
        </StatusCard>
      ) : view.credentials === 'credentials' ? (
        <CredentialsCard />
      ) : (
        <StatusCard title={say(CASH_WORDS.credentialsTitle)} status="None" index={0}>
          <Text size="sm">{say(CASH_WORDS.credentialsAwaiting)}</Text>
        </StatusCard>
      )}
      {view.ineligible && (
        <Alert color="gray" title={say(CASH_WORDS.notAvailableTitle)}>
          <Button size="xs" variant="light" onClick={() => cashPay.send({ type: 'cash.recheck' })}>
            {say(CASH_WORDS.checkAgain)}
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
  const say = useSay();
  if (error && !status) {
    return <StatusLoadError message={error} />;
  }
  if (!status || !cashPay) {
    return (
      <Group gap="sm" role="status">
        <Loader size="sm" />
        <Text>{say(CASH_WORDS.loading)}</Text>
      </Group>
    );
  }
  return (
    <Stack gap="lg">
      <FadeInStyles />
      <Title order={1}>{say(CASH_WORDS.pageTitle)}</Title>
      <SignedInEmail />
      <CashContent status={status} />
    </Stack>
  );
}
