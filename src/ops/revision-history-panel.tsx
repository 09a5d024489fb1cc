/**
 * Every request for changes of the application, newest first (docs/decisions/0262): where it
 * stands, who asked, its deadline and what happened since, each item with its reason and note,
 * and what the merchant changed, with when.
 */
import { Badge, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { revisionHistoryOf } from '../../machines/ops/revision-history-view';
import { useSay } from '../i18n/say';
import { ApplicationActor } from './console-actors';

export function RevisionHistoryPanel() {
  const history = ApplicationActor.useSelector((s) =>
    s.context.application ? revisionHistoryOf(s.context.application) : [],
  );
  // Item labels and reasons are the catalogue's (the merchant reads them too); the console is English.
  const say = useSay();
  return (
    <Stack gap="sm" component="section" aria-labelledby="revision-history-title">
      <Title order={2} size="h4" id="revision-history-title">
        Requests for changes
      </Title>
      {history.length === 0 && <Text size="sm">No changes have been requested.</Text>}
      {history.map((request) => (
        <Paper
          key={request.id}
          withBorder
          p="md"
          component="article"
          aria-label={`Request of ${request.requestedAt}`}
        >
          <Stack gap="xs">
            <Group justify="space-between" align="start">
              <Title order={3} size="h5">
                Request of {request.requestedAt}
              </Title>
              <Badge color={request.color}>{request.state}</Badge>
            </Group>
            <Text size="sm">
              Asked by {request.requestedBy}; answer due by {request.deadline}.
            </Text>
            {request.steps.length > 0 && (
              <List size="sm" spacing={2}>
                {request.steps.map((step) => (
                  <List.Item key={step.label}>
                    {step.label}: {step.at}
                  </List.Item>
                ))}
              </List>
            )}
            <Stack gap="xs">
              {request.items.map((item) => (
                <Paper key={item.key} bg="var(--mantine-color-default-hover)" p="xs">
                  <Group gap="xs">
                    <Text size="sm" fw={600}>
                      {say(item.label)}
                    </Text>
                    {item.document && (
                      <Badge size="sm" variant="outline">
                        Document
                      </Badge>
                    )}
                  </Group>
                  <Text size="sm">
                    {say(item.reason)}
                    {item.note && <> — “{item.note}”</>}
                  </Text>
                  {item.changes.length === 0 ? (
                    <Text size="sm" c="dimmed">
                      Not changed.
                    </Text>
                  ) : (
                    <List size="sm" spacing={2}>
                      {item.changes.map((change, index) => (
                        <List.Item key={index}>
                          {change.field && <>{say(change.field)}: </>}
                          {change.text}{' '}
                          <Text span size="sm" c="dimmed">
                            ({change.at})
                          </Text>
                        </List.Item>
                      ))}
                    </List>
                  )}
                </Paper>
              ))}
            </Stack>
            {request.otherChanges.length > 0 && (
              <List size="sm" spacing={2}>
                {request.otherChanges.map((change, index) => (
                  <List.Item key={index}>
                    {say(change.field)}: {change.text} ({change.at})
                  </List.Item>
                ))}
              </List>
            )}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
