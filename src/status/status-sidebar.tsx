/** The status sidebar: the steps of the merchant's journey, the current one marked (doc 1 §4). */
import { Box, Stack, Text } from '@mantine/core';
import {
  SIDEBAR_NOTES,
  type CashSidebarStepView,
  type SidebarStepView,
} from '../../machines/status/status-view';
import { useSay } from '../i18n/say';

/** The four cash steps (doc 1 §2), each with its status, for merchants offered cash pay. */
function CashSteps({ steps }: { steps: CashSidebarStepView[] }) {
  const say = useSay();
  return (
    <Stack
      component="ol"
      gap={6}
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
      aria-label={say({ id: 'status.sidebar.cashSteps' })}
    >
      {steps.map(({ step, label, status, statusLabel }) => (
        <li key={step} data-step={step} data-status={status}>
          {/* Only the journey's current step is highlighted; each cash step says its status. */}
          <Text size="sm">{say(label)}</Text>
          <Text size="xs" c="dimmed">
            {say(statusLabel)}
          </Text>
        </li>
      ))}
    </Stack>
  );
}

export function StatusSidebar({
  steps,
  cashSteps,
}: {
  steps: SidebarStepView[];
  /** The cash steps with their statuses, for merchants offered cash pay. */
  cashSteps?: CashSidebarStepView[] | null;
}) {
  const say = useSay();
  return (
    <Box component="nav" aria-label={say({ id: 'status.sidebar.label' })}>
      <Stack component="ol" gap={6} p={0} m={0} style={{ listStyle: 'none' }}>
        {steps.map(({ step, label, current, note }) => (
          <li key={step} aria-current={current ? 'step' : undefined}>
            <Text fw={current ? 700 : 400} c={current ? undefined : 'dimmed'} size="sm">
              {say(label)}
            </Text>
            {note && (
              <Text size="xs" c="dimmed">
                {say(SIDEBAR_NOTES[note])}
              </Text>
            )}
          </li>
        ))}
      </Stack>
      {cashSteps && (
        <Stack gap={6} mt="md">
          <Text size="sm" fw={600}>
            {say({ id: 'status.sidebar.cashTitle' })}
          </Text>
          <CashSteps steps={cashSteps} />
        </Stack>
      )}
    </Box>
  );
}
