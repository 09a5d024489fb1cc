/** The onboarding stepper and progress percent (doc 1 §2 "Stepper and progress"). */
import { Progress, Stack, Stepper, Text } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { progressPercent, shownProgressPercent } from '../../../domain/onboarding/progress';
import { activeStepIndex, STEPPER_STEPS, stepperStates } from '../../../domain/onboarding/stepper';
import { useOnboardingActor } from './onboarding-actor';

const STATE_TEXT = { complete: 'Complete', inProgress: 'In progress', notStarted: 'Not started' };

/** Business Details, Payment Information, Customer Service, and how far the forms have come. */
export function BusinessProgress() {
  const actor = useOnboardingActor();
  const forms = useSelector(actor, (s) => s.context.merchant.formCompletion);
  const states = stepperStates(forms);
  const percent = shownProgressPercent(progressPercent(forms));
  return (
    <Stack gap="xs">
      <Stepper active={activeStepIndex(forms)} size="sm" allowNextStepsSelect={false}>
        {STEPPER_STEPS.map((step) => (
          <Stepper.Step key={step} label={step} description={STATE_TEXT[states[step]]} />
        ))}
      </Stepper>
      <Progress value={percent} aria-label="Application progress" />
      <Text size="sm" c="dimmed">
        {percent}% complete
      </Text>
    </Stack>
  );
}
