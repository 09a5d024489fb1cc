/** The status sidebar: the steps of the merchant's journey, the current one marked (doc 1 §4). */
import { Box, Stack, Text } from '@mantine/core';
import type {
  SidebarNote,
  SidebarPosition,
  SidebarStep,
} from '../../../domain/status/sidebar-step';

export const SIDEBAR_LABELS: Partial<Record<SidebarStep, string>> = {
  Apply: 'Apply',
  Compliance: 'Compliance review',
  InStoreTraining: 'Store training',
  DirectDebit: 'Direct debit',
  ActivateInStore: 'Activate in-store',
  Integration: 'Integration',
  Messaging: 'Messaging',
  Complete: 'Complete',
};

export const SIDEBAR_NOTES: Record<SidebarNote, string> = {
  postTrainingReview: 'Training done? We are still reviewing your application.',
  needsAttention: 'Needs attention',
  declined: 'Declined',
  checkingDetails: 'Checking details',
};

/** The steps shown: the in-store ones only for merchants who sell in store. */
export function sidebarSteps(inStore: boolean): SidebarStep[] {
  return [
    'Apply',
    'Compliance',
    ...(inStore ? (['InStoreTraining', 'DirectDebit', 'ActivateInStore'] as const) : []),
    'Integration',
    'Messaging',
    'Complete',
  ];
}

export function StatusSidebar({
  position,
  inStore,
}: {
  position: SidebarPosition;
  inStore: boolean;
}) {
  return (
    <Box component="nav" aria-label="Onboarding steps">
      <Stack component="ol" gap={6} p={0} m={0} style={{ listStyle: 'none' }}>
        {sidebarSteps(inStore).map((step) => {
          const current = step === position.step;
          return (
            <li key={step} aria-current={current ? 'step' : undefined}>
              <Text fw={current ? 700 : 400} c={current ? undefined : 'dimmed'} size="sm">
                {SIDEBAR_LABELS[step]}
              </Text>
              {current && position.note && (
                <Text size="xs" c="dimmed">
                  {SIDEBAR_NOTES[position.note]}
                </Text>
              )}
            </li>
          );
        })}
      </Stack>
    </Box>
  );
}
