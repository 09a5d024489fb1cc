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
import { useSay } from '../../i18n/say';
import { StatusCard } from '../status-card';

export function TrainingCard({ status, index }: { status: PageStatus; index: number }) {
  const { training } = useStatusSteps();
  const step = useActorView(training, trainingStepView);
  const card = trainingCardView(status, step.phase === 'done').status;
  const say = useSay();
  return (
    <StatusCard title={{ id: 'status.training.title' }} status={card} index={index}>
      {card === 'Done' && <Text size="sm">{say({ id: 'status.training.done' })}</Text>}
      {card === 'None' && <Text size="sm">{say({ id: 'status.training.none' })}</Text>}
      {card === 'Paused' && <Text size="sm">{say({ id: 'status.card.paused' })}</Text>}
      {card === 'Declined' && <Text size="sm">{say({ id: 'status.card.closed' })}</Text>}
      {card === 'InProgress' && (
        <>
          <Text size="sm">{say({ id: 'status.training.intro' })}</Text>
          {step.error && (
            <Alert color="red" role="alert">
              {say(step.error)}
            </Alert>
          )}
          {step.phase === 'start' ? (
            <Button onClick={() => training.send({ type: 'step.open' })}>
              {say({ id: 'status.training.start' })}
            </Button>
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
  const say = useSay();
  return (
    <Stack gap="md">
      <div>
        <Text size="sm" fw={600}>
          {say({ id: 'status.training.checkTitle' })}
        </Text>
        <Text size="sm">{say({ id: 'status.training.checkIntro' })}</Text>
        <Button
          variant="subtle"
          size="compact-sm"
          px={0}
          onClick={() => send({ type: 'step.open' })}
        >
          {say({ id: 'status.training.openAgain' })}
        </Button>
      </div>
      {step.summary && (
        <Alert color={step.passed ? 'green' : 'yellow'} role="status">
          {say(step.summary)}
        </Alert>
      )}
      {step.questions.map((question) => (
        <Radio.Group
          key={question.id}
          label={say(question.prompt)}
          value={question.chosen}
          error={question.message && say(question.message)}
          onChange={(option) => send({ type: 'training.answer', question: question.id, option })}
        >
          <Stack gap={6} mt={6}>
            {question.options.map((option) => (
              <Radio key={option.id} value={option.id} label={say(option.label)} />
            ))}
          </Stack>
        </Radio.Group>
      ))}
      {step.passed ? (
        <Button loading={step.saving} onClick={() => send({ type: 'step.markDone' })}>
          {say({ id: 'status.card.markDone' })}
        </Button>
      ) : (
        <Button onClick={() => send({ type: 'training.check' })}>
          {say({ id: 'status.training.checkAnswers' })}
        </Button>
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
  const say = useSay();
  return (
    <StatusCard title={{ id: 'status.directDebit.title' }} status={card} index={index}>
      {card === 'Done' && <Text size="sm">{say(view.doneText)}</Text>}
      {card === 'None' && <Text size="sm">{say({ id: 'status.directDebit.none' })}</Text>}
      {card === 'Paused' && <Text size="sm">{say({ id: 'status.card.paused' })}</Text>}
      {card === 'Declined' && <Text size="sm">{say({ id: 'status.card.closed' })}</Text>}
      {card === 'InProgress' && (
        <>
          <Text size="sm">{say(view.instruction)}</Text>
          {error && (
            <Alert color="red" role="alert">
              {say(error)}
            </Alert>
          )}
          <Button
            loading={step === 'saving'}
            onClick={() => directDebit.send({ type: 'step.markDone' })}
          >
            {say({ id: 'status.card.markDone' })}
          </Button>
        </>
      )}
    </StatusCard>
  );
}
