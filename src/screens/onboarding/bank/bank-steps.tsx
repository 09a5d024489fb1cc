/**
 * The bank step's accordion (doc 1 §2 "Bank linking"): Primary Bank Information, then Secondary
 * Bank Information where it is shown; the open step follows the machine, a checkmark marks a step
 * done, and a done step reopens when its heading is clicked. Bullets and the agreement text frame
 * the forms.
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
import { useSelector } from '@xstate/react';
import { useRef } from 'react';
import { toCountryCode } from '../../../../domain/countries/country-code';
import { bankStepIndex } from '../../../../machines/bank.machine';
import { useJourney } from '../../../app/journey-context';
import { STEP_HEADING_ATTRIBUTE, useFocusMarkedStep } from '../../../app/page-focus';
import { SignedInEmail } from '../../signed-in-email';
import { useBankActor } from './bank-actor';
import {
  bankAgreement,
  BANK_BULLETS,
  BANK_INTRO,
  BANK_STEP_TITLE,
  COMPLETE_TEXT,
  CONTINUE_TO_SUPPORT_LABEL,
  PRIMARY_STEP_TITLE,
  SECONDARY_STEP_TITLE,
} from './bank-copy';
import { BankSummary } from './bank-summary';
import { PrimaryStep } from './primary-step';
import { SecondaryStep } from './secondary-step';

/** A step's marker: its number, or a checkmark once done. */
function StepIcon(props: { index: number; done: boolean }) {
  return (
    <ThemeIcon radius="xl" size="md" variant={props.done ? 'filled' : 'light'} aria-hidden>
      {props.done ? <CheckIcon size={12} /> : <Text size="sm">{props.index + 1}</Text>}
    </ThemeIcon>
  );
}

/** The whole bank step. */
export function BankSteps() {
  const actor = useBankActor();
  const journey = useJourney();
  const loading = useSelector(actor, (s) => s.matches('loading'));
  const loadFailed = useSelector(actor, (s) => s.matches('loadFailed'));
  const complete = useSelector(actor, (s) => s.matches('complete'));
  const error = useSelector(actor, (s) => s.context.error);
  const stepIndex = useSelector(actor, bankStepIndex);
  const secondaryShown = useSelector(actor, (s) => s.context.setup?.secondaryShown === true);
  const country = useSelector(actor, (s) => s.context.setup?.registeredCountry);
  const primaryDone = useSelector(actor, (s) => s.context.primaryDone);
  const secondaryDone = useSelector(actor, (s) => s.context.secondaryDone);
  const open = useSelector(actor, (s) =>
    s.matches('primary') ? 'primary' : s.matches('secondary') ? 'secondary' : null,
  );
  const stepCount = secondaryShown ? 2 : 1;
  const steps = useRef<HTMLDivElement>(null);
  useFocusMarkedStep(open, steps);

  if (loading) return <Text>Loading your payment information…</Text>;
  if (loadFailed) {
    return (
      <Alert color="red" role="alert" title="We could not load your payment information">
        <Stack gap="sm">
          <Text size="sm">{error}</Text>
          <Button variant="light" onClick={() => actor.send({ type: 'retry' })}>
            Try again
          </Button>
        </Stack>
      </Alert>
    );
  }
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{BANK_STEP_TITLE}</Title>
        <SignedInEmail />
      </Stack>
      <Text>{BANK_INTRO}</Text>
      <List size="sm" spacing={4}>
        {BANK_BULLETS.map((bullet) => (
          <List.Item key={bullet}>{bullet}</List.Item>
        ))}
      </List>
      {!complete && (
        <Text size="sm" c="dimmed" aria-live="polite">
          Step {Math.min(stepIndex, stepCount - 1) + 1} of {stepCount}
        </Text>
      )}
      <Accordion
        ref={steps}
        variant="separated"
        // Each step's control sits in an h2; the open one takes focus when the step changes.
        order={2}
        value={open}
        onChange={(value) => {
          if (value === 'primary') actor.send({ type: 'primary.edit' });
          if (value === 'secondary') actor.send({ type: 'secondary.edit' });
        }}
      >
        <Accordion.Item value="primary">
          <Accordion.Control
            icon={<StepIcon index={0} done={primaryDone} />}
            {...(open === 'primary' ? { [STEP_HEADING_ATTRIBUTE]: true } : {})}
          >
            {PRIMARY_STEP_TITLE}
            {open !== 'primary' && primaryDone && <BankSummary label="PRIMARY" />}
          </Accordion.Control>
          <Accordion.Panel>
            {open === 'primary' && <PrimaryStep submitsLast={!secondaryShown} />}
          </Accordion.Panel>
        </Accordion.Item>
        {secondaryShown && (
          <Accordion.Item value="secondary">
            <Accordion.Control
              icon={<StepIcon index={1} done={secondaryDone} />}
              disabled={!primaryDone}
              {...(open === 'secondary' ? { [STEP_HEADING_ATTRIBUTE]: true } : {})}
            >
              {SECONDARY_STEP_TITLE}
              {open !== 'secondary' && secondaryDone && <BankSummary label="SECONDARY" />}
            </Accordion.Control>
            <Accordion.Panel>{open === 'secondary' && <SecondaryStep />}</Accordion.Panel>
          </Accordion.Item>
        )}
      </Accordion>
      <Text size="xs" c="dimmed">
        {bankAgreement(toCountryCode(country))}
      </Text>
      {complete && (
        <Alert color="green" title={COMPLETE_TEXT}>
          <Button mt="sm" onClick={() => journey.send({ type: 'bank.done' })}>
            {CONTINUE_TO_SUPPORT_LABEL}
          </Button>
        </Alert>
      )}
    </Stack>
  );
}
