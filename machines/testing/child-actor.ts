/**
 * Runs a step machine as the portal does: as the child of a parent (the journey, the status
 * page's actor), which here keeps what the child tells it instead of acting on it.
 */
import {
  createActor,
  setup,
  type ActorOptions,
  type AnyActorRef,
  type AnyStateMachine,
  type EventObject,
} from 'xstate';

export interface ChildRun {
  /** The machine under test, running as the parent's child `subject`. */
  actor: AnyActorRef;
  /** The parent: stop it to stop both. */
  parent: AnyActorRef;
  /** What the child told its parent (the parent's own `xstate.*` events about it aside). */
  toParent: EventObject[];
}

/** Starts `machine` as the child of a recording parent, with `input` and the parent's options. */
export function startAsChild(
  machine: AnyStateMachine,
  input: unknown,
  options: Pick<ActorOptions<AnyStateMachine>, 'clock' | 'inspect'> = {},
): ChildRun {
  const toParent: EventObject[] = [];
  const parentMachine = setup({ actors: { subject: machine } }).createMachine({
    invoke: { id: 'subject', src: 'subject', input: () => input },
    on: {
      '*': {
        actions: ({ event }) => {
          if (!event.type.startsWith('xstate.')) toParent.push(event);
        },
      },
    },
  });
  const parent = createActor(parentMachine, options as never).start();
  const actor = parent.getSnapshot().children.subject as AnyActorRef;
  return { actor, parent, toParent };
}
