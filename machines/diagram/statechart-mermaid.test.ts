// @vitest-environment jsdom
// Mermaid's parser needs a DOM (it sanitises labels with DOMPurify).
import mermaid from 'mermaid';
import { describe, expect, it } from 'vitest';
import { createMachine, fromPromise, setup } from 'xstate';
import { MACHINE_CATALOGUE } from './machine-catalogue';
import { statechartMermaid } from './statechart-mermaid';
import { activeStateIds, chartOf } from './statechart-model';

const door = setup({
  actors: { lock: fromPromise(() => Promise.resolve()) },
  guards: { hasKey: () => true },
  delays: { autoClose: 3000 },
}).createMachine({
  id: 'door',
  initial: 'closed',
  on: { 'door.reset': '.closed' },
  states: {
    closed: { on: { open: { guard: 'hasKey', target: 'opened' }, knock: { actions: () => {} } } },
    opened: { after: { autoClose: 'closed', 500: 'closed' } },
    locking: { invoke: { id: 'lock', src: 'lock', onDone: 'locked', onError: 'closed' } },
    locked: { type: 'final' },
  },
});

describe('statechartMermaid', () => {
  it('writes states, the initial state, guarded, delayed, invoked, internal and machine-wide transitions', () => {
    expect(statechartMermaid(chartOf(door))).toBe(
      [
        'stateDiagram-v2',
        '  state "any state" as door__any',
        '  [*] --> door_closed',
        '  state "closed" as door_closed',
        '  door_closed : on knock',
        '  state "opened" as door_opened',
        '  state "locking" as door_locking',
        '  door_locking : invoke lock',
        '  state "locked" as door_locked',
        '  door_locked --> [*]',
        '  door__any --> door_closed : door.reset',
        '  door_closed --> door_opened : open [hasKey]',
        '  door_opened --> door_closed : after 500 ms',
        '  door_opened --> door_closed : after autoClose',
        '  door_locking --> door_locked : onDone lock',
        '  door_locking --> door_closed : onError lock',
        '',
      ].join('\n'),
    );
  });

  it('nests compound and parallel states, writes history and eventless transitions in their scope', () => {
    const player = createMachine({
      id: 'player',
      type: 'parallel',
      states: {
        track: {
          invoke: { id: 'stream', src: fromPromise(() => Promise.resolve()) },
          initial: 'playing',
          states: {
            playing: { on: { pause: 'paused' } },
            paused: { always: { guard: 'ended', target: 'playing' } },
            hist: { type: 'history', history: 'deep' },
          },
        },
        volume: {
          initial: 'normal',
          states: { normal: { on: { mute: '#player.volume.muted' } }, muted: {} },
        },
      },
    });
    const text = statechartMermaid(chartOf(player));
    expect(text).toContain(
      [
        '  state "track" as player_track',
        '  note right of player_track',
        '    invoke stream',
        '  end note',
        '  state player_track {',
        '    [*] --> player_track_playing',
        '    state "playing" as player_track_playing',
        '    state "paused" as player_track_paused',
        '    state "H*" as player_track_hist',
        '    player_track_playing --> player_track_paused : pause',
        '    player_track_paused --> player_track_playing : always [ended]',
        '  }',
        '  --',
        '  state "volume" as player_volume',
      ].join('\n'),
    );
    expect(text).toContain('    player_volume_normal --> player_volume_muted : mute\n');
    expect(text).not.toContain('any state');
  });

  it('marks the active states with the active class', () => {
    const chart = chartOf(door);
    const text = statechartMermaid(chart, { active: activeStateIds(chart, 'opened') });
    expect(text).toContain('  class door_opened active\n');
    expect(text).toMatch(/classDef active fill/);
  });

  it.each(MACHINE_CATALOGUE.map((entry) => [entry.name, entry] as const))(
    'the %s machine becomes a diagram Mermaid accepts',
    async (_name, entry) => {
      const text = statechartMermaid(chartOf(entry.machine));
      await expect(mermaid.parse(text)).resolves.toMatchObject({ diagramType: 'stateDiagram' });
    },
  );

  it('the Mermaid check itself rejects a broken diagram', async () => {
    await expect(mermaid.parse('stateDiagram-v2\n  state a {\n')).rejects.toThrow();
  });
});

describe('activeStateIds', () => {
  it('lists the active states with their ancestors', () => {
    const chart = chartOf(
      createMachine({
        id: 'm',
        initial: 'a',
        states: { a: { initial: 'x', states: { x: {}, y: {} } }, b: {} },
      }),
    );
    expect(activeStateIds(chart, { a: 'y' })).toEqual(['m.a', 'm.a.y']);
    expect(activeStateIds(chart, 'b')).toEqual(['m.b']);
    expect(activeStateIds(chart, 'gone')).toEqual([]);
    expect(activeStateIds(chart, undefined)).toEqual([]);
  });
});
