/**
 * The bank step's accordion (doc 1 §2 "Bank linking"): Primary Bank Information, then Secondary
 * Bank Information where it is shown; the open step is the one the journey shows, a checkmark
 * marks a step done, and a done step reopens when its heading is clicked. Bullets and the
 * agreement text frame the forms. What shows comes from the bank view model.
 */
import {
  Accordion,
  Alert,
  Button,
  CheckIcon,
  List,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { useActorView } from '../app/use-actor-view';
import { useRef } from 'react';
import {
  BANK_INTRO,
  BANK_LOAD_FAILED,
  BANK_LOADING,
  BANK_STEP_TITLE,
  COMPLETE_TEXT,
  CONTINUE_TO_SUPPORT_LABEL,
  TRY_AGAIN_LABEL,
} from '../../machines/bank/bank-copy';
import { bankPageView, type BankStepView } from '../../machines/bank/bank-view';
import { STEP_HEADING_ATTRIBUTE, useFocusMarkedStep } from '../app/page-focus';
import { SignedInEmail } from '../session/signed-in-email';
import { useBankActor } from './bank-actor';
import { PrimaryStep } from './primary-step';
import { SecondaryStep } from './secondary-step';
import { RevisionNotice } from '../forms/revision-notice';
import { useSay } from '../i18n/say';

/** A step's marker: its number, or a checkmark once done. */
function StepIcon(props: { number: number; done: boolean }) {
  return (
    <ThemeIcon radius="xl" size="md" variant={props.done ? 'filled' : 'light'} aria-hidden>
      {props.done ? <CheckIcon size={12} /> : <Text size="sm">{props.number}</Text>}
    </ThemeIcon>
  );
}

/** One step of the accordion. */
function BankStepItem(props: { step: BankStepView; open: boolean }) {
  const { step } = props;
  const say = useSay();
  return (
    <Accordion.Item value={step.value}>
      <Accordion.Control
        icon={<StepIcon number={step.number} done={step.done} />}
        disabled={step.disabled}
        {...(props.open ? { [STEP_HEADING_ATTRIBUTE]: true } : {})}
      >
        {say(step.title)}
        {step.summary && (
          <Text size="sm" c="dimmed">
            {say(step.summary)}
          </Text>
        )}
      </Accordion.Control>
      <Accordion.Panel>
        {props.open && (step.value === 'primary' ? <PrimaryStep /> : <SecondaryStep />)}
      </Accordion.Panel>
    </Accordion.Item>
  );
}

/** The whole bank step. */
export function BankSteps() {
  const actor = useBankActor();
  const view = useActorView(actor, bankPageView);
  const steps = useRef<HTMLDivElement>(null);
  useFocusMarkedStep(view.open, steps);
  const say = useSay();

  if (view.loading) return <Text>{say(BANK_LOADING)}</Text>;
  if (view.loadFailed) {
    return (
      <Alert color="red" role="alert" title={say(BANK_LOAD_FAILED)}>
        <Stack gap="sm">
          <Text size="sm">{say(view.error)}</Text>
          <Button variant="light" onClick={() => actor.send({ type: 'retry' })}>
            {say(TRY_AGAIN_LABEL)}
          </Button>
        </Stack>
      </Alert>
    );
  }
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{say(BANK_STEP_TITLE)}</Title>
        <SignedInEmail />
      </Stack>
      <Text>{say(BANK_INTRO)}</Text>
      <List size="sm" spacing={4}>
        {view.bullets.map((bullet) => {
          const said = say(bullet);
          return <List.Item key={said}>{said}</List.Item>;
        })}
      </List>
      {view.revision && <RevisionNotice view={view.revision} />}
      {view.progress && (
        <Text size="sm" c="dimmed" aria-live="polite">
          {say(view.progress)}
        </Text>
      )}
      <Accordion
        ref={steps}
        variant="separated"
        // Each step's control sits in an h2; the open one takes focus when the step changes.
        order={2}
        value={view.open}
        onChange={(value) => {
          if (value === 'primary') actor.send({ type: 'primary.edit' });
          if (value === 'secondary') actor.send({ type: 'secondary.edit' });
        }}
      >
        {view.steps.map((step) => (
          <BankStepItem key={step.value} step={step} open={view.open === step.value} />
        ))}
      </Accordion>
      <Text size="xs" c="dimmed">
        {say(view.agreement)}
      </Text>
      {view.complete && (
        <Alert color="green" title={say(COMPLETE_TEXT)}>
          <Button mt="sm" onClick={() => actor.send({ type: 'continue' })}>
            {say(CONTINUE_TO_SUPPORT_LABEL)}
          </Button>
        </Alert>
      )}
    </Stack>
  );
}
