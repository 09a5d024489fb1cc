/**
 * Store Training, with its retention check, and Direct Debit (doc 1 §4): each marked done by the
 * merchant.
 */
import { Alert, Button, Radio, Stack, Text } from '@mantine/core';
import { useActorView } from '../../app/use-actor-view';
import { directDebitCardView, trainingCardView } from '../../../machines/status/status-view';
import type { TrainingEvent } from '../../../machines/status/training-step.machine';
import { trainingStepView, type TrainingStepView } from '../../../machines/status/training-view';
import type { PageStatus } from '../status-calls';
import { useStatusSteps } from '../status-page-context';
import { StatusCard } from '../status-card';

const PAUSED = 'This step is paused while your account needs attention.';
const DECLINED = 'This step is closed because your application was not approved.';

export function TrainingCard({ status, index }: { status: PageStatus; index: number }) {
  const { training } = useStatusSteps();
  const step = useActorView(training, trainingStepView);
  const card = trainingCardView(status, step.phase === 'done').status;
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
          {step.error && (
            <Alert color="red" role="alert">
              {step.error}
            </Alert>
          )}
          {step.phase === 'start' ? (
            <Button onClick={() => training.send({ type: 'step.open' })}>Start training</Button>
          ) : (
            <TrainingCheck step={step} send={training.send} />
          )}
        </>
      )}
    </StatusCard>
  );
}

/** The retention check: a question each, Check answers, then Mark as done. */
function TrainingCheck({
  step,
  send,
}: {
  step: TrainingStepView;
  send: (event: TrainingEvent) => void;
}) {
  return (
    <Stack gap="md">
      <div>
        <Text size="sm" fw={600}>
          Check what your staff learnt
        </Text>
        <Text size="sm">Answer each question once your staff have done the training.</Text>
        <Button
          variant="subtle"
          size="compact-sm"
          px={0}
          onClick={() => send({ type: 'step.open' })}
        >
          Open the training again
        </Button>
      </div>
      {step.summary && (
        <Alert color={step.passed ? 'green' : 'yellow'} role="status">
          {step.summary}
        </Alert>
      )}
      {step.questions.map((question) => (
        <Radio.Group
          key={question.id}
          label={question.prompt}
          value={question.chosen}
          error={question.message}
          onChange={(option) => send({ type: 'training.answer', question: question.id, option })}
        >
          <Stack gap={6} mt={6}>
            {question.options.map((option) => (
              <Radio key={option.id} value={option.id} label={option.label} />
            ))}
          </Stack>
        </Radio.Group>
      ))}
      {step.passed ? (
        <Button loading={step.saving} onClick={() => send({ type: 'step.markDone' })}>
          Mark as done
        </Button>
      ) : (
        <Button onClick={() => send({ type: 'training.check' })}>Check answers</Button>
      )}
    </Stack>
  );
}

export function DirectDebitCard({ status, index }: { status: PageStatus; index: number }) {
  const { directDebit } = useStatusSteps();
  const step = useActorView(directDebit, (s) => s.value);
  const error = useActorView(directDebit, (s) => s.context.error);
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
