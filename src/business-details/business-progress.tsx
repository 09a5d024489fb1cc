/**
 * The onboarding stepper and progress percent (doc 1 §2 "Stepper and progress"): Mantine's
 * Stepper with the three steps and their states in words, and Mantine's Progress bar. Mantine
 * draws each step as a button outside the tab order (nothing happens on a click here) and marks
 * no current step itself, so the current one gets `aria-current="step"` from us.
 */
import '@mantine/core/styles/Stepper.css';
import { Progress, Stack, Stepper, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useActorView } from '../app/use-actor-view';
import { progressView } from '../../machines/business-details/business-details-view';
import { useBusinessDetailsActor } from './business-details-actor';
import { useSay } from '../i18n/say';

/**
 * Under Mantine's `sm` breakpoint three labelled steps side by side wrap word by word with the
 * joining lines between them, so a phone shows them one under the other. Wider, each label sits
 * under its step, so the three stay on one row in French too, whose labels run longer.
 */
const NARROW = '(max-width: 47.99em)';

/** Business Details, Payment Information, Customer Service, and how far the forms have come. */
export function BusinessProgress() {
  const actor = useBusinessDetailsActor();
  const { steps, active, percent } = useActorView(actor, progressView);
  // Read at the first render, so a phone never shows the horizontal steps for a frame.
  const narrow = useMediaQuery(NARROW, false, { getInitialValueInEffect: false });
  const say = useSay();
  return (
    <Stack gap="xs">
      <Stepper
        active={active}
        size="sm"
        orientation={narrow ? 'vertical' : 'horizontal'}
        labelPosition={narrow ? 'right' : 'bottom'}
        role="group"
        aria-label={say({ id: 'business.progress.stepsLabel' })}
      >
        {steps.map((step, index) => (
          <Stepper.Step
            key={step.key}
            label={say(step.label)}
            description={say(step.state)}
            aria-current={index === active ? 'step' : undefined}
          />
        ))}
      </Stepper>
      <Progress value={percent} aria-label={say({ id: 'business.progress.barLabel' })} />
      <Text size="sm" c="dimmed">
        {say({ id: 'business.progress.percent', values: { percent: percent / 100 } })}
      </Text>
    </Stack>
  );
}
