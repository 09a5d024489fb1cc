/** The status sidebar: the steps of the merchant's journey, the current one marked (doc 1 §4). */
import { Box, Stack, Text } from '@mantine/core';
import type { SidebarNote, SidebarStep } from '../../domain/status/sidebar-step';
import type { CashSidebarStepView, SidebarStepView } from '../../machines/status/status-view';

export const SIDEBAR_LABELS: Partial<Record<SidebarStep, string>> = {
  Apply: 'Apply',
  Compliance: 'Compliance review',
  InStoreTraining: 'Store training',
  DirectDebit: 'Direct debit',
  ActivateInStore: 'Activate in-store',
  Integration: 'Integration',
  Messaging: 'Messaging',
  Complete: 'Complete',
  AddCashPay: 'Add Cash App Pay',
  CashPayIntegration: 'Cash App Pay integration',
  CashPayProfileStatus: 'Cash App Pay profile status',
  CustomizeCashPayProfile: 'Customize Cash App Pay profile',
};

export const SIDEBAR_NOTES: Record<SidebarNote, string> = {
  postTrainingReview: 'Training done? We are still reviewing your application.',
  needsAttention: 'Needs attention',
  declined: 'Declined',
  checkingDetails: 'Checking details',
};

/** The four cash steps (doc 1 §2), each with its status, for merchants offered cash pay. */
function CashSteps({ steps }: { steps: CashSidebarStepView[] }) {
  return (
    <Stack
      component="ol"
      gap={6}
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
      aria-label="Cash App Pay steps"
    >
      {steps.map(({ step, status, statusLabel }) => (
        <li key={step} data-step={step} data-status={status}>
          {/* Only the journey's current step is highlighted; each cash step says its status. */}
          <Text size="sm">{SIDEBAR_LABELS[step]}</Text>
          <Text size="xs" c="dimmed">
            {statusLabel}
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
  return (
    <Box component="nav" aria-label="Onboarding steps">
      <Stack component="ol" gap={6} p={0} m={0} style={{ listStyle: 'none' }}>
        {steps.map(({ step, current, note }) => (
          <li key={step} aria-current={current ? 'step' : undefined}>
            <Text fw={current ? 700 : 400} c={current ? undefined : 'dimmed'} size="sm">
              {SIDEBAR_LABELS[step]}
            </Text>
            {note && (
              <Text size="xs" c="dimmed">
                {SIDEBAR_NOTES[note]}
              </Text>
            )}
          </li>
        ))}
      </Stack>
      {cashSteps && (
        <Stack gap={6} mt="md">
          <Text size="sm" fw={600}>
            Cash App Pay
          </Text>
          <CashSteps steps={cashSteps} />
        </Stack>
      )}
    </Box>
  );
}
