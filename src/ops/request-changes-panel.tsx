/**
 * The reviewer's request for changes (docs/decisions/0262): the saved fields by section, each
 * with a checkbox; a flagged one takes a reason and a note to the merchant. The days the merchant
 * has, a summary of what will be sent, and Send. While a request is open it is shown with its
 * deadline and can be withdrawn. Mantine's Accordion gives each section a header button
 * (ArrowUp, ArrowDown, Home and End move between them); every control is reached with Tab.
 */
import {
  Accordion,
  Alert,
  Badge,
  Button,
  Checkbox,
  Group,
  List,
  Modal,
  NumberInput,
  Paper,
  Select,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import type { ApplicationEvent } from '../../machines/ops/application.machine';
import {
  REVISION_LIMITS,
  requestChangesViewOf,
  type FlagView,
  type RequestChangesView,
} from '../../machines/ops/revision-request-view';
import { ApplicationActor } from './console-actors';
import { useSay } from '../i18n/say';

type Send = (event: ApplicationEvent) => void;

export function RequestChangesPanel() {
  const send = ApplicationActor.useActorRef().send;
  const view = ApplicationActor.useSelector((s) => requestChangesViewOf(s.context));
  if (!view) return null;
  return (
    <Stack gap="xs" component="section" aria-labelledby="request-changes-title">
      <Title order={2} size="h4" id="request-changes-title">
        Request changes
      </Title>
      {view.kind === 'unavailable' && <Text size="sm">{view.message}</Text>}
      {view.kind === 'open' && <OpenRequest view={view} send={send} />}
      {view.kind === 'drafting' && <RequestDraft view={view} send={send} />}
    </Stack>
  );
}

function OpenRequest({
  view,
  send,
}: {
  view: Extract<RequestChangesView, { kind: 'open' }>;
  send: Send;
}) {
  const { request } = view;
  // Whether the confirmation dialog is open: the view's own disclosure, not the application's.
  const [confirming, setConfirming] = useState(false);
  const say = useSay();
  return (
    <Alert color="yellow" variant="light" title="A request for changes is open">
      <Stack gap="xs">
        <Group gap="xs">
          <Badge color={request.color}>{request.state}</Badge>
          <Text size="sm">
            Asked by {request.requestedBy} on {request.requestedAt}.
          </Text>
        </Group>
        <Text size="sm" fw={600}>
          Answer due by {request.deadline}.
        </Text>
        <List size="sm" spacing={4}>
          {request.items.map((item) => (
            <List.Item key={item.key}>
              {say(item.label)}: {say(item.reason)}
              {item.note && <> — “{item.note}”</>}{' '}
              <Text span size="sm" c="dimmed">
                ({item.changedAt ? `changed ${item.changedAt}` : 'not changed yet'})
              </Text>
            </List.Item>
          ))}
        </List>
        <Group>
          <Button
            // The darker red keeps the label's contrast on the alert's yellow (WCAG 1.4.3).
            color="red.9"
            variant="outline"
            disabled={!view.canWithdraw}
            onClick={() => setConfirming(true)}
          >
            Withdraw request
          </Button>
        </Group>
      </Stack>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title="Withdraw the request for changes?"
      >
        <Stack>
          <Text>
            The application goes back to review and the merchant can no longer change the flagged
            items.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              Keep it open
            </Button>
            <Button
              color="red"
              onClick={() => {
                setConfirming(false);
                send({ type: 'revision.withdraw' });
              }}
            >
              Withdraw
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Alert>
  );
}

function FlagField({ item, send }: { item: FlagView; send: Send }) {
  const say = useSay();
  return (
    <Stack gap={6}>
      <Checkbox
        label={say(item.label)}
        description={item.document ? 'Document: the merchant uploads a new one' : undefined}
        checked={item.flagged}
        onChange={(event) =>
          send({ type: 'revision.flag', key: item.key, flagged: event.currentTarget.checked })
        }
      />
      {item.flagged && (
        <Stack gap={6} pl="xl">
          <Select
            label="Reason"
            aria-label={`Reason for ${say(item.fullLabel)}`}
            placeholder="Choose a reason"
            required
            data={item.reasonOptions.map((option) => ({ ...option, label: say(option.label) }))}
            value={item.reason || null}
            onChange={(value) =>
              send({ type: 'revision.reason', key: item.key, reason: value ?? '' })
            }
            allowDeselect={false}
            error={item.reasonError}
            maw={420}
          />
          <Textarea
            label={item.noteRequired ? 'Note to the merchant' : 'Note to the merchant (optional)'}
            aria-label={`Note to the merchant on ${say(item.fullLabel)}`}
            required={item.noteRequired}
            rows={2}
            error={item.noteError}
            maxLength={REVISION_LIMITS.note}
            value={item.note}
            onChange={(event) =>
              send({ type: 'revision.note', key: item.key, note: event.currentTarget.value })
            }
            maw={420}
          />
        </Stack>
      )}
    </Stack>
  );
}

function RequestDraft({
  view,
  send,
}: {
  view: Extract<RequestChangesView, { kind: 'drafting' }>;
  send: Send;
}) {
  const say = useSay();
  return (
    <Stack gap="sm">
      <Text size="sm">
        Flag what the merchant must change and say why. The merchant is e-mailed, sees each item on
        the status page and can change only these until the request is sent back for review.
      </Text>
      {view.groups.length === 0 ? (
        <Text size="sm">The merchant has not saved anything that can be flagged yet.</Text>
      ) : (
        <Accordion multiple variant="contained">
          {view.groups.map((group) => (
            <Accordion.Item key={group.id} value={group.id}>
              <Accordion.Control>
                <Group gap="xs">
                  <span>{say(group.title)}</span>
                  {group.flaggedCount > 0 && (
                    <Badge color="yellow" variant="light">
                      {group.flaggedCount} flagged
                    </Badge>
                  )}
                </Group>
              </Accordion.Control>
              <Accordion.Panel>
                <Stack gap="sm">
                  {group.items.map((item) => (
                    <FlagField key={item.key} item={item} send={send} />
                  ))}
                </Stack>
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      )}
      <NumberInput
        label="Days the merchant has"
        description={`1 to ${REVISION_LIMITS.days}, counted from sending; a reminder is e-mailed three days before.`}
        min={1}
        max={REVISION_LIMITS.days}
        allowDecimal={false}
        allowNegative={false}
        value={view.deadlineDays}
        onChange={(value) => send({ type: 'revision.days', days: value })}
        error={view.daysError}
        maw={260}
      />
      <Paper withBorder p="sm" aria-labelledby="revision-summary-title" component="section">
        <Stack gap={6}>
          <Title order={3} size="h5" id="revision-summary-title">
            What will be sent
          </Title>
          <Text size="sm">{view.summaryText}</Text>
          {view.summary.length > 0 && (
            <List size="sm" spacing={4}>
              {view.summary.map((line) => (
                <List.Item key={line.key}>
                  {say(line.label)}: {say(line.reason)}
                  {line.note && <> — “{line.note}”</>}
                </List.Item>
              ))}
            </List>
          )}
        </Stack>
      </Paper>
      <Group>
        <Button disabled={!view.canSend} onClick={() => send({ type: 'revision.send' })}>
          Send request for changes
        </Button>
        {view.hint && (
          <Text size="sm" c="dimmed">
            {view.hint}
          </Text>
        )}
      </Group>
    </Stack>
  );
}
