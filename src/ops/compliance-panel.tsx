/** The compliance decision: only the decisions the current status allows, confirmed first. */
import { Button, Group, Modal, NativeSelect, Stack, Text, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import type { ApplicationDetail, ComplianceDecision } from '../../domain/api/back-office-api';
import { DECISION_LABELS } from '../../machines/ops/change-notices';

export function CompliancePanel({
  application,
  busy,
  onDecide,
}: {
  application: ApplicationDetail;
  busy: boolean;
  onDecide(decision: ComplianceDecision, note: string): void;
}) {
  const allowed = application.allowedDecisions;
  const [decision, setDecision] = useState<ComplianceDecision | ''>('');
  const [note, setNote] = useState('');
  const [confirming, setConfirming] = useState(false);
  const chosen = decision && allowed.includes(decision) ? decision : '';

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
          <NativeSelect
            label="Decision"
            data={[
              { value: '', label: 'Choose a decision' },
              ...allowed.map((value) => ({ value, label: DECISION_LABELS[value] })),
            ]}
            value={chosen}
            onChange={(event) => setDecision(event.currentTarget.value as ComplianceDecision | '')}
          />
          <Textarea
            label="Note to the merchant (optional)"
            description="Included in the decision e-mail, e.g. what needs attention."
            maxLength={2000}
            value={note}
            onChange={(event) => setNote(event.currentTarget.value)}
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
                if (chosen) onDecide(chosen, note.trim());
                setDecision('');
                setNote('');
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
