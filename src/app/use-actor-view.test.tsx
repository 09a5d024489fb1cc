import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { assign, createActor, setup } from 'xstate';
import { useActorView } from './use-actor-view';

const counter = setup({
  types: {
    context: {} as { count: number; other: number },
    events: {} as { type: 'inc' | 'other' },
  },
}).createMachine({
  context: { count: 0, other: 0 },
  on: {
    inc: { actions: assign({ count: ({ context }) => context.count + 1 }) },
    other: { actions: assign({ other: ({ context }) => context.other + 1 }) },
  },
});
type Counter = ReturnType<typeof createActor<typeof counter>>;

/** Busy for `ms` of wall time, as a slow component on a phone. */
function busy(ms: number) {
  const until = performance.now() + ms;
  while (performance.now() < until);
}

let log: string[] = [];
function Slow(props: { actor: Counter; index: number }) {
  const count = useActorView(props.actor, (s) => s.context.count);
  busy(3);
  log.push(`render ${props.index} at ${count}`);
  return <li>{count}</li>;
}
function Page(props: { actor: Counter }) {
  const count = useActorView(props.actor, (s) => s.context.count);
  return (
    <>
      <button type="button" onClick={() => props.actor.send({ type: 'inc' })}>
        Add
      </button>
      <output>{count}</output>
      <ul>
        {Array.from({ length: 20 }, (_, i) => (
          <Slow key={i} actor={props.actor} index={i} />
        ))}
      </ul>
    </>
  );
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 200));
const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
let wasActEnvironment: boolean | undefined;
beforeEach(() => {
  log = [];
  wasActEnvironment = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
});
afterEach(() => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = wasActEnvironment;
});

describe('useActorView', () => {
  it("renders a merchant's input at once, in the task of the event that made it", async () => {
    const actor = createActor(counter).start();
    render(<Page actor={actor} />);
    log = [];
    // Outside act, as the browser dispatches it.
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    setTimeout(() => log.push('another task'), 0);
    screen.getByRole('button', { name: 'Add' }).click();
    await settled();
    expect(screen.getByRole('status')).toHaveTextContent('1');
    // All 20 components are drawn before any other task runs.
    expect(log.indexOf('another task')).toBe(20);
  });

  it('renders any other change in slices that let other tasks run between them', async () => {
    const actor = createActor(counter).start();
    render(<Page actor={actor} />);
    log = [];
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    // Another task is asked for as the first component renders, so it waits behind the render
    // that has begun: in one task it would come after all of them, in slices between two.
    const push = log.push.bind(log);
    let asked = false;
    log.push = (...lines: string[]) => {
      if (!asked && lines[0]?.startsWith('render')) {
        asked = true;
        setTimeout(() => push('another task'), 0);
      }
      return push(...lines);
    };
    // A call answering: no event is being dispatched.
    actor.send({ type: 'inc' });
    await settled();
    expect(screen.getByRole('status')).toHaveTextContent('1');
    const renders = log.filter((line) => line.startsWith('render'));
    expect(renders).toHaveLength(20);
    // 20 components of 3 ms: rendered in one task, the timer would come after all of them.
    const timer = log.indexOf('another task');
    expect(timer).toBeGreaterThan(0);
    expect(timer).toBeLessThan(log.length - 1);
  });

  it('keeps the selection while it is equal, so nothing renders for a change it does not read', async () => {
    const actor = createActor(counter).start();
    let renders = 0;
    function Count() {
      renders += 1;
      const view = useActorView(
        actor,
        (s) => ({ count: s.context.count }),
        (a, b) => a.count === b.count,
      );
      return <output>{view.count}</output>;
    }
    render(<Count />);
    const before = renders;
    await act(async () => {
      actor.send({ type: 'other' });
      await settled();
    });
    expect(renders).toBe(before);
    await act(async () => {
      actor.send({ type: 'inc' });
      await settled();
    });
    expect(screen.getByRole('status')).toHaveTextContent('1');
    expect(renders).toBe(before + 1);
  });

  it('reads an absent actor as undefined', () => {
    function Absent() {
      const text = useActorView(
        undefined as Counter | undefined,
        (s) => s?.context.count ?? 'none',
      );
      return <output>{text}</output>;
    }
    render(<Absent />);
    expect(screen.getByRole('status')).toHaveTextContent('none');
  });
});
