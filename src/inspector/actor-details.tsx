/**
 * One actor in the offline inspector: its parent and state, its statechart with the active states
 * highlighted, and its events, sanitised context and Mermaid text.
 */
import { Box, Code, ScrollArea, Stack, Tabs, Text } from '@mantine/core';
import { useMemo } from 'react';
import type { AnyActorLogic, AnyStateMachine } from 'xstate';
import { statechartMermaid } from '../../machines/diagram/statechart-mermaid';
import { activeStateIds, chartOf } from '../../machines/diagram/statechart-model';
import type { InspectedActor, InspectionEntry } from './inspection-log';
import { StatechartDrawing } from './statechart-drawing';

const isMachine = (logic: AnyActorLogic | undefined): logic is AnyStateMachine =>
  typeof logic === 'object' && 'root' in logic;

/** The log entries, newest first. */
export function EntryList({ entries }: { entries: readonly InspectionEntry[] }) {
  return (
    <>
      {[...entries].reverse().map((entry) => (
        <Box key={entry.id} mb={4}>
          <Text size="xs" c={entry.kind === 'event' ? 'blue' : 'teal'}>
            {new Date(entry.at).toLocaleTimeString()} {entry.actorId} {entry.kind}: {entry.summary}
          </Text>
          <Code block fz={10}>
            {JSON.stringify(entry.detail)}
          </Code>
        </Box>
      ))}
    </>
  );
}

interface ActorDetailsProps {
  actor: InspectedActor;
  parent: InspectedActor | undefined;
  entries: readonly InspectionEntry[];
}

export function ActorDetails({ actor, parent, entries }: ActorDetailsProps) {
  const machine = isMachine(actor.logic) ? actor.logic : undefined;
  const chart = useMemo(() => (machine ? chartOf(machine) : undefined), [machine]);
  const active = chart ? activeStateIds(chart, actor.value) : [];
  const own = entries.filter((entry) => entry.sessionId === actor.sessionId);
  return (
    <Stack gap={4} h="100%">
      <Text size="sm" fw={700}>
        {actor.name}{' '}
        <Text span size="xs" c="dimmed">
          {parent ? `child of ${parent.name}` : 'no parent'} · {actor.status}
          {actor.value !== undefined && ` · state ${JSON.stringify(actor.value)}`}
        </Text>
      </Text>
      <Tabs defaultValue="chart" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="chart">Statechart</Tabs.Tab>
          <Tabs.Tab value="events">Events ({own.length})</Tabs.Tab>
          <Tabs.Tab value="context">Context</Tabs.Tab>
          {chart && <Tabs.Tab value="mermaid">Mermaid</Tabs.Tab>}
        </Tabs.List>
        <ScrollArea h="calc(100vh - 140px)" mt={4}>
          <Tabs.Panel value="chart">
            {chart ? (
              <StatechartDrawing chart={chart} active={active} />
            ) : (
              <Text size="xs">This actor is not a state machine; it has no statechart.</Text>
            )}
          </Tabs.Panel>
          <Tabs.Panel value="events">
            <EntryList entries={own} />
          </Tabs.Panel>
          <Tabs.Panel value="context">
            <Code block fz={10}>
              {JSON.stringify(actor.context ?? null, null, 2)}
            </Code>
          </Tabs.Panel>
          {chart && (
            <Tabs.Panel value="mermaid">
              <Code block fz={10}>
                {statechartMermaid(chart, { active })}
              </Code>
            </Tabs.Panel>
          )}
        </ScrollArea>
      </Tabs>
    </Stack>
  );
}
