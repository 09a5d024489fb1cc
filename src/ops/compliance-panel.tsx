/** The compliance decision: only the decisions the current status allows, confirmed first. */
import { Button, Group, Modal, NativeSelect, Stack, Text, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import type { ComplianceDecision } from '../../domain/api/back-office-api';
import {
  chosenDecisionOf,
  decisionOptionsOf,
  heldDecisionsNoteOf,
} from '../../machines/ops/console-selectors';
import { useApplicationPanel } from './application-panel';
import { ApplicationActor } from './console-actors';

export function CompliancePanel() {
  const { application, drafts, busy, edit, save } = useApplicationPanel();
  const allowed = application.allowedDecisions;
  const chosen = ApplicationActor.useSelector((s) => chosenDecisionOf(s.context));
  const heldNote = heldDecisionsNoteOf(application);
  // Whether the confirmation dialog is open: the view's own disclosure, not the application's.
  const [confirming, setConfirming] = useState(false);

  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        Compliance decision
      </Title>
      {allowed.length === 0 ? (
        <Text size="sm">
          No decision can be made while the application is {application.onboardingStatus}.
        </Text>
      ) : (
        <>
          {heldNote && <Text size="sm">{heldNote}</Text>}
          <NativeSelect
            label="Decision"
            data={[...decisionOptionsOf(application)]}
            value={chosen}
            onChange={(event) =>
              edit({ decision: event.currentTarget.value as ComplianceDecision | '' })
            }
          />
          <Textarea
            label="Note to the merchant (optional)"
            description="Included in the decision e-mail, e.g. what needs attention."
            maxLength={2000}
            value={drafts.note}
            onChange={(event) => edit({ note: event.currentTarget.value })}
          />
          <Group>
            <Button disabled={!chosen || busy} onClick={() => setConfirming(true)}>
              Record decision
            </Button>
          </Group>
        </>
      )}
      <Modal
        opened={confirming && !!chosen}
        onClose={() => setConfirming(false)}
        title="Confirm the decision"
      >
        <Stack>
          <Text>
            Move {application.storeName || application.email} from {application.onboardingStatus} to{' '}
            {chosen}? The merchant will be e-mailed.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
            <Button
              onClick={() => {
                setConfirming(false);
                save('decision');
              }}
            >
              Confirm
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
