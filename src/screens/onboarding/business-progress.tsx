/**
 * The onboarding stepper and progress percent (doc 1 §2 "Stepper and progress"): an ordered list
 * of the three steps, the current one marked `aria-current="step"`, and a progress bar. The
 * portal's own markup in place of Mantine's Stepper and Progress, which cost 2.5 KB of script
 * for a list and a bar (docs/decisions/0189-business-details-under-budget.md).
 */
import { Stack, Text } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { progressPercent, shownProgressPercent } from '../../../domain/onboarding/progress';
import { activeStepIndex, STEPPER_STEPS, stepperStates } from '../../../domain/onboarding/stepper';
import './business-progress.css';
import { useOnboardingActor } from './onboarding-actor';

const STATE_TEXT = { complete: 'Complete', inProgress: 'In progress', notStarted: 'Not started' };

/** A done step's tick. */
function Tick() {
  return (
    <svg width="12" height="9" viewBox="0 0 10 7" aria-hidden="true">
      <path
        d="M4 4.586 1.707 2.293A1 1 0 1 0 .293 3.707l3 3a1 1 0 0 0 1.414 0l5-5A1 1 0 0 0 8.293.293L4 4.586Z"
        fill="currentColor"
      />
    </svg>
  );
}

/** Business Details, Payment Information, Customer Service, and how far the forms have come. */
export function BusinessProgress() {
  const actor = useOnboardingActor();
  const forms = useSelector(actor, (s) => s.context.merchant.formCompletion);
  const states = stepperStates(forms);
  const active = activeStepIndex(forms);
  const percent = shownProgressPercent(progressPercent(forms));
  return (
    <Stack gap="xs">
      <ol className="progress-steps" aria-label="Application steps">
        {STEPPER_STEPS.map((step, index) => (
          <li
            key={step}
            className="progress-step"
            data-state={states[step]}
            aria-current={index === active ? 'step' : undefined}
          >
            <span className="progress-marker" aria-hidden="true">
              {states[step] === 'complete' ? <Tick /> : index + 1}
            </span>
            <span className="progress-text">
              <span className="progress-label">{step}</span>
              <span className="progress-state">{STATE_TEXT[states[step]]}</span>
            </span>
          </li>
        ))}
      </ol>
      <div
        className="progress-track"
        role="progressbar"
        aria-label="Application progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <div className="progress-fill" style={{ width: `${percent}%` }} />
      </div>
      <Text size="sm" c="dimmed">
        {percent}% complete
      </Text>
    </Stack>
  );
}
