/** The inspected actors as a tree: each under its parent, named as the inspectors know it. */
import { NavLink } from '@mantine/core';
import type { InspectedActor } from './inspection-log';

interface ActorTreeProps {
  actors: ReadonlyMap<string, InspectedActor>;
  selected: string | null;
  onSelect: (sessionId: string) => void;
}

function ordered(actors: ReadonlyMap<string, InspectedActor>) {
  const all = [...actors.values()];
  const rows: Array<{ actor: InspectedActor; depth: number }> = [];
  const visit = (list: InspectedActor[], depth: number) => {
    for (const actor of list) {
      rows.push({ actor, depth });
      visit(
        all.filter((child) => child.parentSessionId === actor.sessionId),
        depth + 1,
      );
    }
  };
  visit(
    all.filter((actor) => !actor.parentSessionId || !actors.has(actor.parentSessionId)),
    0,
  );
  return rows;
}

export function ActorTree({ actors, selected, onSelect }: ActorTreeProps) {
  return (
    <nav aria-label="Actors">
      {ordered(actors).map(({ actor, depth }) => (
        <NavLink
          key={actor.sessionId}
          component="button"
          label={actor.name}
          title={`${actor.name} (${actor.status})${
            actor.parentSessionId
              ? `, child of ${actors.get(actor.parentSessionId)?.name ?? '?'}`
              : ''
          }`}
          active={actor.sessionId === selected}
          onClick={() => onSelect(actor.sessionId)}
          py={2}
          pl={8 + depth * 14}
          c={actor.status === 'active' ? undefined : 'dimmed'}
        />
      ))}
    </nav>
  );
}
