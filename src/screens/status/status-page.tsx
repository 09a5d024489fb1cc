/** The status page (/app/status): heading, steps sidebar and cards (doc 1 §2, §4). */
import { Grid, Group, Loader, Stack, Text } from '@mantine/core';
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { isInStoreChannel } from '../../../domain/picklists/sales-channels';
import { headingSituation } from '../../../domain/status/status-heading';
import { sidebarStep, type SidebarStep } from '../../../domain/status/sidebar-step';
import { currentCardStep, statusCardSteps } from '../../../domain/status/step-order';
import { cashPayOffered, cashSidebarStatuses } from '../../../domain/status/cash-pay-status';
import { messagingCompleteOf } from '../../../machines/status-selectors';
import { useBrand } from '../../app/app-context';
import { cashFactsOf, flagsOf, useCashPayIfStarted } from '../cash/cash-pay-context';
import { CashCheckoutCard, CashSignupCard } from './cards/cash-pay-cards';
import { SignedInEmail } from '../signed-in-email';
import { IntegrationCard } from './cards/integration-card';
import { InStoreActivationCard } from './cards/in-store-activation-card';
import { DirectDebitCard, TrainingCard } from './cards/in-store-step-cards';
import { MessagingCard } from './cards/messaging-card';
import { ApplyCard, ComplianceCard } from './cards/review-cards';
import { FadeInStyles } from './fade-in';
import type { PageStatus } from './status-calls';
import { useCompliance, useStatusSteps, useStatusStepsIfStarted } from './status-page-context';
import { StatusHeadingView } from './status-heading-view';
import { CurrentCardContext } from './status-card';
import { StatusLoadError } from './status-load-error';
import { StatusSidebar } from './status-sidebar';

/** doc 1 §2: the cash-pay checkout step is the Shopify variant. */
const isShopify = (platform: string | undefined) => (platform ?? '').toLowerCase() === 'shopify';

function StatusContent({ status }: { status: PageStatus }) {
  const brand = useBrand();
  const { training, messaging } = useStatusSteps();
  const trainingClicked = useSelector(training, (s) => s.matches('linkOpened'));
  const messagingComplete = useSelector(messaging, (s) => messagingCompleteOf(status, s));
  const inStore = isInStoreChannel(status.salesChannel);
  const situation = headingSituation({
    status: status.onboardingStatus,
    onboardingGroup: status.onboardingGroup,
    merchantId: status.merchantId,
    messagingComplete,
  });
  const position = sidebarStep({
    status: status.onboardingStatus,
    onboardingGroup: status.onboardingGroup,
    salesChannel: status.salesChannel,
    registeredCountry: status.registeredCountry,
    inStoreTrainingComplete: status.inStoreTrainingComplete,
    inStoreDirectDebitAuthorized: status.inStoreDirectDebitAuthorized,
    inStoreTrainingButtonClicked: trainingClicked,
    opportunityStage: status.opportunityStage,
    messagingComplete,
    polling: status.accountRequestPending,
  });
  // The cards follow the sidebar's order; only the sidebar's current step is highlighted.
  const current = currentCardStep(position, inStore);
  const cardOf: Partial<Record<SidebarStep, (index: number) => ReactNode>> = {
    Apply: (i) => <ApplyCard status={status.onboardingStatus} index={i} />,
    Compliance: (i) => <ComplianceCard status={status.onboardingStatus} index={i} />,
    InStoreTraining: (i) => <TrainingCard status={status} index={i} />,
    DirectDebit: (i) => <DirectDebitCard status={status} index={i} />,
    ActivateInStore: (i) => <InStoreActivationCard status={status} index={i} />,
    Integration: (i) => <IntegrationCard status={status} index={i} />,
    Messaging: (i) => <MessagingCard status={status} index={i} />,
  };
  const cards = statusCardSteps(inStore).map((step, i) => (
    <CurrentCardContext.Provider key={step} value={step === current}>
      {cardOf[step]?.(i)}
    </CurrentCardContext.Provider>
  ));
  // The cash parts show to merchants offered cash pay (both cash flags and eligibility, doc 1 §2).
  const cashFacts = cashFactsOf(status);
  const cashOffered = cashPayOffered(flagsOf(status), cashFacts.isEligibleForCashPay);
  if (cashOffered) {
    cards.push(<CashSignupCard key="cashSignup" facts={cashFacts} index={cards.length} />);
    if (cashFacts.cashPayForm && isShopify(status.platform)) {
      cards.push(<CashCheckoutCard key="cashCheckout" facts={cashFacts} index={cards.length} />);
    }
  }

  return (
    <Stack gap="lg">
      <FadeInStyles />
      <StatusHeadingView situation={situation} brand={brand} />
      <SignedInEmail />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <StatusSidebar
            position={position}
            inStore={inStore}
            cashSteps={cashOffered ? cashSidebarStatuses(cashFacts) : null}
          />
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
  const compliance = useCompliance();
  const status = useSelector(compliance, (s) => s.context.status as PageStatus | null);
  const error = useSelector(compliance, (s) => s.context.error);
  const checking = useSelector(compliance, (s) => s.hasTag('checking'));
  // The card steps and cash pay run as the compliance actor's children once the status is known.
  const steps = useStatusStepsIfStarted();
  const cashPay = useCashPayIfStarted();
  const started = steps !== null && cashPay !== undefined;
  if (error && !status) {
    return <StatusLoadError message={error} />;
  }
  if (!status || checking || !started) {
    return (
      <Group gap="sm" role="status">
        <Loader size="sm" />
        <Text>Checking your application…</Text>
      </Group>
    );
  }
  return <StatusContent status={status} />;
}
