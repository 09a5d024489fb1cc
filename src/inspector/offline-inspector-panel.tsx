/**
 * Development panel (opened by offline-inspector.tsx): the actor tree; for the selected actor
 * its statechart with the active states, its events and its context; otherwise every actor's
 * events. Everything shown has passed the PII sanitiser.
 */
import { Box, Button, CloseButton, Group, ScrollArea, Text } from '@mantine/core';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { ActorDetails, EntryList } from './actor-details';
import { ActorTree } from './actor-tree';
import { inspectionLog } from './inspection-log';

const PANEL_WIDTH = 560;

/** While the panel is open the page keeps clear of it, so no field hides under the panel. */
function useReservedSpace() {
  useEffect(() => {
    const root = document.documentElement;
    const before = root.style.paddingRight;
    root.style.paddingRight = `${PANEL_WIDTH}px`;
    return () => {
      root.style.paddingRight = before;
    };
  }, []);
}

export default function OfflineInspectorPanel() {
  const entries = useSyncExternalStore(inspectionLog.subscribe, inspectionLog.entries);
  const actors = useSyncExternalStore(inspectionLog.subscribe, inspectionLog.actors);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const selected = selectedId ? actors.get(selectedId) : undefined;
  useReservedSpace();

  return (
    <Box
      role="complementary"
      aria-label="State inspector"
      pos="fixed"
      top={0}
      right={0}
      w={PANEL_WIDTH}
      maw="100vw"
      h="100vh"
      bg="gray.0"
      p="xs"
      style={{ borderLeft: '1px solid var(--mantine-color-gray-4)', zIndex: 1000 }}
    >
      <Group justify="space-between" mb={4}>
        <Text fw={700} size="sm">
          State inspector ({actors.size} actors, {entries.length} entries)
        </Text>
        <Group gap={4}>
          {selected && (
            <CloseButton
              size="sm"
              aria-label="Show all actors' events"
              onClick={() => setSelectedId(null)}
            />
          )}
          <Button size="compact-xs" variant="subtle" onClick={() => inspectionLog.clear()}>
            Clear
          </Button>
        </Group>
      </Group>
      <Group align="flex-start" wrap="nowrap" gap="xs" h="calc(100vh - 48px)">
        <ScrollArea w={170} h="100%" style={{ flexShrink: 0 }}>
          <ActorTree actors={actors} selected={selectedId} onSelect={setSelectedId} />
        </ScrollArea>
        <Box style={{ flex: 1, minWidth: 0 }} h="100%">
          {selected ? (
            <ActorDetails
              actor={selected}
              parent={selected.parentSessionId ? actors.get(selected.parentSessionId) : undefined}
              entries={entries}
            />
          ) : (
            <ScrollArea h="100%" role="log" aria-label="Events of every actor">
              <EntryList entries={entries} />
            </ScrollArea>
          )}
        </Box>
      </Group>
    </Box>
  );
}
