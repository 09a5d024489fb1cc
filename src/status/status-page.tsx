/** The status page (/app/status): heading, steps sidebar and cards (doc 1 §2, §4). */
import { Grid, Group, Loader, Stack, Text } from '@mantine/core';
import { useActorView } from '../app/use-actor-view';
import type { ReactNode } from 'react';
import type { SidebarStep } from '../../domain/status/sidebar-step';
import { messagingCompleteOf } from '../../machines/status/status-selectors';
import { trainingOpened } from '../../machines/status/training-view';
import {
  revisionSendOf,
  sameRevisionSend,
  statusPageView,
  type CashCard,
} from '../../machines/status/status-view';
import { useBrand } from '../app/app-context';
import { useCashPayIfStarted } from '../cash-pay/cash-pay-context';
import { CashCheckoutCard, CashSignupCard } from './cards/cash-pay-cards';
import { SignedInEmail } from '../session/signed-in-email';
import { IntegrationCard } from './cards/integration-card';
import { InStoreActivationCard } from './cards/in-store-activation-card';
import { DirectDebitCard, TrainingCard } from './cards/in-store-step-cards';
import { MessagingCard } from './cards/messaging-card';
import { ApplyCard, ComplianceCard } from './cards/review-cards';
import { FadeInStyles } from './fade-in';
import type { PageStatus } from './status-calls';
import { useStatusActor, useStatusSteps, useStatusStepsIfStarted } from './status-page-context';
import { StatusHeadingView } from './status-heading-view';
import { CurrentCardContext } from './status-card';
import { StatusLoadError } from './status-load-error';
import { StatusSidebar } from './status-sidebar';
import { RevisionRequestList } from './revision-request-list';
import { useSay } from '../i18n/say';

function StatusContent({ status }: { status: PageStatus }) {
  const brand = useBrand();
  const compliance = useStatusActor();
  const { training, messaging } = useStatusSteps();
  const trainingClicked = useActorView(training, trainingOpened);
  const messagingComplete = useActorView(messaging, (s) => messagingCompleteOf(status, s));
  const send = useActorView(compliance, revisionSendOf, sameRevisionSend);
  const view = statusPageView(status, { trainingClicked, messagingComplete }, brand, send);
  const cardOf: Partial<Record<SidebarStep, (index: number) => ReactNode>> = {
    Apply: (i) => <ApplyCard status={status.onboardingStatus} index={i} />,
    Compliance: (i) => (
      <ComplianceCard
        status={status.onboardingStatus}
        index={i}
        changesRequested={view.revision !== null}
      />
    ),
    InStoreTraining: (i) => <TrainingCard status={status} index={i} />,
    DirectDebit: (i) => <DirectDebitCard status={status} index={i} />,
    ActivateInStore: (i) => <InStoreActivationCard status={status} index={i} />,
    Integration: (i) => <IntegrationCard status={status} index={i} />,
    Messaging: (i) => <MessagingCard status={status} index={i} />,
  };
  const cashCardOf: Record<CashCard, (index: number) => ReactNode> = {
    cashSignup: (i) => <CashSignupCard key="cashSignup" status={status} index={i} />,
    cashCheckout: (i) => <CashCheckoutCard key="cashCheckout" status={status} index={i} />,
  };
  const cards = [
    ...view.cards.map(({ step, current }, i) => (
      <CurrentCardContext.Provider key={step} value={current}>
        {cardOf[step]?.(i)}
      </CurrentCardContext.Provider>
    )),
    ...view.cashCards.map((card, i) => cashCardOf[card](view.cards.length + i)),
  ];

  return (
    <Stack gap="lg">
      <FadeInStyles />
      <StatusHeadingView heading={view.heading} />
      {view.revision && (
        <RevisionRequestList
          view={view.revision}
          onOpenItem={(key) => compliance.send({ type: 'revision.openItem', key })}
          onSend={() => compliance.send({ type: 'revision.send' })}
        />
      )}
      <SignedInEmail />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <StatusSidebar steps={view.sidebar} cashSteps={view.cashSteps} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 8 }}>
          <Stack gap="md">{cards}</Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

/** The page once the status is read; a loader before, and a retry when it cannot be read. */
export function StatusPage() {
  const compliance = useStatusActor();
  const status = useActorView(compliance, (s) => s.context.status as PageStatus | null);
  const error = useActorView(compliance, (s) => s.context.error);
  const checking = useActorView(compliance, (s) => s.hasTag('checking'));
  // The card steps and cash pay run as the compliance actor's children once the status is known.
  const steps = useStatusStepsIfStarted();
  const cashPay = useCashPayIfStarted();
  const say = useSay();
  const started = steps !== null && cashPay !== undefined;
  if (error && !status) {
    return <StatusLoadError message={error} />;
  }
  if (!status || checking || !started) {
    return (
      <Group gap="sm" role="status">
        <Loader size="sm" />
        <Text>{say({ id: 'status.checking' })}</Text>
      </Group>
    );
  }
  return <StatusContent status={status} />;
}
