/** Development panel listing every actor's states and events (sanitised). */
import { Box, Button, Code, Group, ScrollArea, Text } from '@mantine/core';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { inspectionLog } from './inspection-log';

const TOGGLE_KEY = { key: 'I', altKey: true, shiftKey: true };

export default function OfflineInspectorPanel() {
  const [open, setOpen] = useState(
    () => new URLSearchParams(window.location.search).get('inspect') === 'offline',
  );
  const entries = useSyncExternalStore(inspectionLog.subscribe, inspectionLog.entries);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (
        event.key.toUpperCase() === TOGGLE_KEY.key &&
        event.altKey === TOGGLE_KEY.altKey &&
        event.shiftKey === TOGGLE_KEY.shiftKey
      ) {
        setOpen((value) => !value);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  if (!open) return null;
  return (
    <Box
      role="log"
      aria-label="State inspector"
      pos="fixed"
      bottom={0}
      right={0}
      w={420}
      h={320}
      bg="gray.0"
      p="xs"
      style={{ borderTop: '1px solid var(--mantine-color-gray-4)', zIndex: 1000 }}
    >
      <Group justify="space-between" mb={4}>
        <Text fw={700} size="sm">
          State inspector ({entries.length})
        </Text>
        <Button size="compact-xs" variant="subtle" onClick={() => inspectionLog.clear()}>
          Clear
        </Button>
      </Group>
      <ScrollArea h={270}>
        {[...entries].reverse().map((entry) => (
          <Box key={entry.id} mb={4}>
            <Text size="xs" c={entry.kind === 'event' ? 'blue' : 'teal'}>
              {new Date(entry.at).toLocaleTimeString()} {entry.actorId} {entry.kind}:{' '}
              {entry.summary}
            </Text>
            <Code block fz={10}>
              {JSON.stringify(entry.detail)}
            </Code>
          </Box>
        ))}
      </ScrollArea>
    </Box>
  );
}
