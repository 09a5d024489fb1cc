/**
 * The open request for changes under the needs-attention heading: each flagged item with its
 * reason, the reviewer's note, whether it has been changed and the button that opens its step;
 * the deadline; and "Send for review" (machines/status/revision-view.ts decides all of it).
 */
import {
  Alert,
  Badge,
  Button,
  Group,
  Paper,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import type { RevisionRequestView } from '../../machines/status/revision-view';
import { Say, useSay } from '../i18n/say';

export interface RevisionRequestListProps {
  view: RevisionRequestView;
  onOpenItem: (key: string) => void;
  onSend: () => void;
}

const HINT_ID = 'revision-send-hint';

export function RevisionRequestList({ view, onOpenItem, onSend }: RevisionRequestListProps) {
  const say = useSay();
  return (
    <Paper component="section" aria-labelledby="revision-title" withBorder p="md">
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} size="h3" id="revision-title">
            {say({ id: 'revision.title' })}
          </Title>
          {view.overdue ? (
            <Alert color="orange" role="status" data-deadline="overdue">
              {say(view.deadline)}
            </Alert>
          ) : (
            <Text data-deadline="open">{say(view.deadline)}</Text>
          )}
        </Stack>
        <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
          {view.items.map((item) => (
            <Paper
              component="li"
              key={item.key}
              withBorder
              p="sm"
              data-item={item.key}
              data-changed={item.changed}
            >
              <Stack gap={6}>
                <Group justify="space-between" wrap="nowrap" align="flex-start">
                  <Text fw={600}>{say(item.label)}</Text>
                  <Badge
                    color={item.changed ? 'green' : 'orange'}
                    variant="light"
                    style={{ flexShrink: 0 }}
                  >
                    {say({ id: item.changed ? 'revision.changed' : 'revision.toChange' })}
                  </Badge>
                </Group>
                <Text size="sm">
                  {say({ id: 'revision.reasonLine', values: { reason: item.reason } })}
                </Text>
                {item.note && (
                  <Text size="sm">
                    {say({ id: 'revision.noteLine', values: { note: item.note } })}
                  </Text>
                )}
                <Group>
                  <Button
                    variant={item.changed ? 'default' : 'light'}
                    size="xs"
                    onClick={() => onOpenItem(item.key)}
                  >
                    <Say
                      text={{
                        id: 'revision.actionFor',
                        values: { action: item.action, item: item.label },
                      }}
                      tags={{ hidden: (chunks) => <VisuallyHidden>{chunks}</VisuallyHidden> }}
                    />
                  </Button>
                </Group>
              </Stack>
            </Paper>
          ))}
        </Stack>
        {view.sendError && (
          <Alert color="red" role="alert" title={say({ id: 'revision.sendFailed' })}>
            {say(view.sendError)}
          </Alert>
        )}
        <Group justify="space-between" align="center">
          <Text size="sm" c="dimmed">
            {say(view.progress)}
          </Text>
          <Button
            onClick={onSend}
            disabled={!view.canSend}
            loading={view.sending}
            aria-describedby={view.sendHint ? HINT_ID : undefined}
          >
            {say({ id: 'revision.send' })}
          </Button>
        </Group>
        {view.sendHint && (
          <Text size="sm" id={HINT_ID}>
            {say(view.sendHint)}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
