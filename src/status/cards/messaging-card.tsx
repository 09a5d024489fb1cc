/** Add messaging (doc 1 §4): Show me how, then Mark as done. */
import { Alert, Button, Text } from '@mantine/core';
import { useActorView } from '../../app/use-actor-view';
import { messagingCompleteOf } from '../../../machines/status/status-selectors';
import { messagingCardView } from '../../../machines/status/status-view';
import { useBrand } from '../../app/app-context';
import type { PageStatus } from '../status-calls';
import { useStatusSteps } from '../status-page-context';
import { StatusCard } from '../status-card';

export function MessagingCard({ status, index }: { status: PageStatus; index: number }) {
  const brand = useBrand();
  const { messaging } = useStatusSteps();
  const step = useActorView(messaging, (s) => s.value);
  const showMeHow = useActorView(messaging, (s) => s.matches('showMeHow'));
  const error = useActorView(messaging, (s) => s.context.error);
  const messagingComplete = useActorView(messaging, (s) => messagingCompleteOf(status, s));
  const view = messagingCardView(status.onboardingStatus, messagingComplete, brand);
  const card = view.status;

  return (
    <StatusCard title="Add messaging" status={card} index={index}>
      {card === 'Declined' && (
        // doc 1 §2: "Declined messaging says to remove any messaging from the store."
        <Text size="sm">Please remove any {brand.name} messaging from your store.</Text>
      )}
      {card === 'Paused' && (
        <Text size="sm">This step is paused while your account needs attention.</Text>
      )}
      {card === 'None' && (
        <Text size="sm">
          Show {brand.name} on your product and checkout pages once your account is live.
        </Text>
      )}
      {card === 'Done' && <Text size="sm">Messaging is on your store.</Text>}
      {card === 'InProgress' && (
        <>
          <Text size="sm">
            Tell your customers they can pay with {brand.name}: add our messaging to your product
            and checkout pages.
          </Text>
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          {showMeHow ? (
            <Button
              onClick={() => {
                window.open(view.helpUrl, '_blank', 'noopener');
                messaging.send({ type: 'messaging.showMeHow' });
              }}
            >
              Show me how
            </Button>
          ) : (
            <Button
              loading={step === 'saving'}
              onClick={() => messaging.send({ type: 'step.markDone' })}
            >
              Mark as done
            </Button>
          )}
        </>
      )}
    </StatusCard>
  );
}
