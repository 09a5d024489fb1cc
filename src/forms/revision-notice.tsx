/**
 * The notice at the top of a step while a request for changes is open (decision 0266): what the
 * reviewer asked of this step, item by item, and that the rest is shown for reference. Its view
 * model is machines/forms/revision-notice.ts.
 */
import { Alert, List, Stack, Text } from '@mantine/core';
import type { RevisionNoticeView } from '../../machines/forms/revision-notice';
import { useSay } from '../i18n/say';

export function RevisionNotice({ view }: { view: RevisionNoticeView }) {
  const say = useSay();
  return (
    <Alert color="yellow" variant="light" title={say(view.title)} data-testid="revision-notice">
      <Stack gap="xs">
        <Text size="sm">{say(view.text)}</Text>
        {view.items.length > 0 && (
          <List size="sm" spacing={4}>
            {view.items.map((item) => (
              <List.Item key={item.key}>
                <Text span size="sm" fw={600}>
                  {say(item.label)}
                </Text>
                {say({ id: 'fields.revision.itemSeparator' })}
                {say(item.request)}
              </List.Item>
            ))}
          </List>
        )}
      </Stack>
    </Alert>
  );
}
