/** Add messaging (doc 1 §4): Show me how, then Mark as done. */
import { Alert, Button, Text } from '@mantine/core';
import { useActorView } from '../../app/use-actor-view';
import { messagingCompleteOf } from '../../../machines/status/status-selectors';
import { messagingCardView } from '../../../machines/status/status-view';
import { useBrand } from '../../app/app-context';
import type { PageStatus } from '../status-calls';
import { useStatusSteps } from '../status-page-context';
import { useSay } from '../../i18n/say';
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
  const say = useSay();
  const named = { brand: brand.name };

  return (
    <StatusCard title={{ id: 'status.messaging.title' }} status={card} index={index}>
      {card === 'Declined' && (
        // doc 1 §2: "Declined messaging says to remove any messaging from the store."
        <Text size="sm">{say({ id: 'status.messaging.declined', values: named })}</Text>
      )}
      {card === 'Paused' && <Text size="sm">{say({ id: 'status.card.paused' })}</Text>}
      {card === 'None' && (
        <Text size="sm">{say({ id: 'status.messaging.none', values: named })}</Text>
      )}
      {card === 'Done' && <Text size="sm">{say({ id: 'status.messaging.done' })}</Text>}
      {card === 'InProgress' && (
        <>
          <Text size="sm">{say({ id: 'status.messaging.intro', values: named })}</Text>
          {error && (
            <Alert color="red" role="alert">
              {say(error)}
            </Alert>
          )}
          {showMeHow ? (
            <Button
              onClick={() => {
                window.open(view.helpUrl, '_blank', 'noopener');
                messaging.send({ type: 'messaging.showMeHow' });
              }}
            >
              {say({ id: 'status.messaging.showMeHow' })}
            </Button>
          ) : (
            <Button
              loading={step === 'saving'}
              onClick={() => messaging.send({ type: 'step.markDone' })}
            >
              {say({ id: 'status.card.markDone' })}
            </Button>
          )}
        </>
      )}
    </StatusCard>
  );
}
