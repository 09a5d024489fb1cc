/**
 * Draws a statechart graph (the same model the docs' Mermaid text is made from) as nested boxes:
 * each state with its invokes and outgoing transitions, children inside, parallel regions side by
 * side, the active states highlighted. Plain HTML, so it renders the same in Chromium and jsdom.
 */
import { Badge, Box, Group, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import type { ChartState, ChartTransition } from '../../machines/diagram/statechart-model';

const shortName = (id: string) => id.slice(id.lastIndexOf('.') + 1);

function transitionText(transition: ChartTransition): string {
  const guard = transition.guard ? ` [${transition.guard}]` : '';
  const targets = transition.targets.map(shortName).join(', ');
  return `${transition.trigger}${guard}${targets ? ` → ${targets}` : ''}`;
}

interface DrawingProps {
  state: ChartState;
  active: ReadonlySet<string>;
  initial: boolean;
}

function StateBox({ state, active, initial }: DrawingProps) {
  const isActive = active.has(state.id);
  return (
    <Box
      role="group"
      aria-label={state.key}
      aria-current={isActive ? 'true' : undefined}
      data-state-id={state.id}
      p={6}
      style={{
        border: `${isActive ? 3 : 1}px solid var(--mantine-color-${isActive ? 'orange-7' : 'gray-5'})`,
        borderRadius: state.type === 'final' ? 16 : 8,
        background: isActive ? 'var(--mantine-color-yellow-1)' : 'white',
      }}
    >
      <Group gap={4} wrap="nowrap">
        {initial && (
          <Text span size="xs" aria-label="initial state">
            ●→
          </Text>
        )}
        <Text span size="xs" fw={isActive ? 800 : 600}>
          {state.type === 'history' ? (state.history === 'deep' ? 'H*' : 'H') : state.key}
        </Text>
        {state.type !== 'atomic' && state.type !== 'compound' && (
          <Badge size="xs" variant="light">
            {state.type}
          </Badge>
        )}
      </Group>
      {state.invokes.map((invoke) => (
        <Text key={invoke} size="xs" c="dimmed">
          invoke {invoke}
        </Text>
      ))}
      {state.transitions.map((transition, index) => (
        <Text key={index} size="xs" c="blue.8">
          {transitionText(transition)}
        </Text>
      ))}
      {state.states.length > 0 && <Children state={state} active={active} />}
    </Box>
  );
}

function Children({ state, active }: { state: ChartState; active: ReadonlySet<string> }) {
  return (
    <Box
      mt={4}
      style={{
        display: 'flex',
        flexDirection: state.type === 'parallel' ? 'row' : 'column',
        gap: 6,
        borderTop: state.type === 'parallel' ? '1px dashed var(--mantine-color-gray-5)' : undefined,
      }}
    >
      {state.states.map((child) => (
        <StateBox
          key={child.id}
          state={child}
          active={active}
          initial={state.initial.includes(child.id)}
        />
      ))}
    </Box>
  );
}

/** The chart of a machine with `active` state ids highlighted. */
export function StatechartDrawing({ chart, active }: { chart: ChartState; active: string[] }) {
  const activeSet = new Set(active);
  const figure = useRef<HTMLDivElement>(null);
  const deepest = active[active.length - 1];
  // The state just entered is brought into view, however long the chart.
  useEffect(() => {
    const box = figure.current?.querySelector(`[data-state-id="${CSS.escape(deepest ?? '')}"]`);
    box?.scrollIntoView?.({ block: 'nearest' });
  }, [deepest]);
  return (
    <Box ref={figure} role="figure" aria-label={`Statechart of ${chart.key}`}>
      {chart.transitions.map((transition, index) => (
        <Text key={index} size="xs" c="blue.8">
          any state: {transitionText(transition)}
        </Text>
      ))}
      <Children state={chart} active={activeSet} />
    </Box>
  );
}
