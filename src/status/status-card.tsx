/** One card of the status page: its title, its status badge and its content, fading in. */
import { Badge, Group, Paper, Stack, Title } from '@mantine/core';
import { createContext, useContext, type ReactNode } from 'react';
import type { Text } from '../../domain/i18n/message';
import type { CardStatus } from '../../domain/status/card-status';
import { cardBadge } from '../../machines/status/status-view';
import { useSay } from '../i18n/say';
import { cardFadeDelay, fadeIn } from './fade-in';

const BADGE_COLOURS: Record<CardStatus, string> = {
  None: 'gray',
  InProgress: 'blue',
  Done: 'green',
  Paused: 'yellow',
  Reviewing: 'blue',
  RequiresAttention: 'orange',
  Declined: 'red',
};

/**
 * Whether the card inside is the current step: set by the page from the sidebar's current step
 * (machines/status/status-view.ts), so exactly one card is highlighted.
 */
export const CurrentCardContext = createContext(false);

export interface StatusCardProps {
  title: Text;
  status: CardStatus;
  /** Position on the page, for the fade-in delay. */
  index: number;
  /** The badge its view model gives, when it is not the status's own label. */
  badge?: Text | null;
  children?: ReactNode;
}

export function StatusCard({ title, status, index, badge, children }: StatusCardProps) {
  const label = badge === undefined ? cardBadge(status) : badge;
  const current = useContext(CurrentCardContext);
  const say = useSay();
  return (
    <Paper
      component="section"
      aria-label={say(title)}
      aria-current={current ? 'step' : undefined}
      data-status={status}
      data-fade-in
      withBorder
      p="md"
      style={{
        ...fadeIn(cardFadeDelay(index)),
        ...(current ? { borderColor: 'var(--mantine-primary-color-filled)', borderWidth: 2 } : {}),
      }}
    >
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Title order={2} size="h4">
            {say(title)}
          </Title>
          {label && (
            // The badge keeps its whole word on a phone; the title wraps instead.
            <Badge color={BADGE_COLOURS[status]} variant="light" style={{ flexShrink: 0 }}>
              {say(label)}
            </Badge>
          )}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}
