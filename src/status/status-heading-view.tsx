/** The heading of the status page for the merchant's situation (doc 1 §2 "Headings exist for …"). */
import { Alert, Anchor, Stack, Text, Title } from '@mantine/core';
import type { HeadingSituation } from '../../domain/status/status-heading';
import type { HeadingView } from '../../machines/status/status-view';
import { useSay } from '../i18n/say';

const ALERT_COLOURS: Partial<Record<HeadingSituation, string>> = {
  declined: 'red',
  disabled: 'red',
  needsAttention: 'orange',
  conditionalActive: 'yellow',
};

export function StatusHeadingView({ heading }: { heading: HeadingView }) {
  const say = useSay();
  const colour = ALERT_COLOURS[heading.situation];
  const body = (
    <>
      <Text>{say(heading.body)}</Text>
      {heading.helpUrl && (
        <Anchor href={heading.helpUrl} target="_blank" rel="noopener noreferrer">
          {say({ id: 'status.heading.helpArticle' })}
        </Anchor>
      )}
    </>
  );
  return (
    <Stack gap="xs" data-situation={heading.situation}>
      <Title order={1}>{say(heading.title)}</Title>
      {colour ? (
        <Alert color={colour} role="status">
          <Stack gap={4}>{body}</Stack>
        </Alert>
      ) : (
        body
      )}
    </Stack>
  );
}
