/** Store Training and Direct Debit (doc 1 §4): each marked done by the merchant. */
import { Alert, Button, Text } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { directDebitCardView, trainingCardView } from '../../../machines/status/status-view';
import type { PageStatus } from '../status-calls';
import { useStatusSteps } from '../status-page-context';
import { StatusCard } from '../status-card';

const PAUSED = 'This step is paused while your account needs attention.';
const DECLINED = 'This step is closed because your application was not approved.';

export function TrainingCard({ status, index }: { status: PageStatus; index: number }) {
  const { training } = useStatusSteps();
  const notStarted = useSelector(training, (s) => s.matches('notStarted'));
  const saving = useSelector(training, (s) => s.matches('saving'));
  const done = useSelector(training, (s) => s.matches('done'));
  const error = useSelector(training, (s) => s.context.error);
  const card = trainingCardView(status, done).status;
  return (
    <StatusCard title="Store Training" status={card} index={index}>
      {card === 'Done' && <Text size="sm">Your staff training is complete.</Text>}
      {card === 'None' && <Text size="sm">Training opens once your application is submitted.</Text>}
      {card === 'Paused' && <Text size="sm">{PAUSED}</Text>}
      {card === 'Declined' && <Text size="sm">{DECLINED}</Text>}
      {card === 'InProgress' && (
        <>
          <Text size="sm">
            Show your staff how to take payments in store. The training takes about 10 minutes.
          </Text>
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          {notStarted ? (
            <Button onClick={() => training.send({ type: 'step.open' })}>Start training</Button>
          ) : (
            <Button loading={saving} onClick={() => training.send({ type: 'step.markDone' })}>
              Mark as done
            </Button>
          )}
        </>
      )}
    </StatusCard>
  );
}

export function DirectDebitCard({ status, index }: { status: PageStatus; index: number }) {
  const { directDebit } = useStatusSteps();
  const step = useSelector(directDebit, (s) => s.value);
  const error = useSelector(directDebit, (s) => s.context.error);
  const view = directDebitCardView(status, step === 'done');
  const card = view.status;
  return (
    <StatusCard title="Direct Debit" status={card} index={index}>
      {card === 'Done' && <Text size="sm">{view.doneText}</Text>}
      {card === 'None' && <Text size="sm">Available once your store training is complete.</Text>}
      {card === 'Paused' && <Text size="sm">{PAUSED}</Text>}
      {card === 'Declined' && <Text size="sm">{DECLINED}</Text>}
      {card === 'InProgress' && (
        <>
          <Text size="sm">{view.instruction}</Text>
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          <Button
            loading={step === 'saving'}
            onClick={() => directDebit.send({ type: 'step.markDone' })}
          >
            Mark as done
          </Button>
        </>
      )}
    </StatusCard>
  );
}
