/**
 * The training card keeps its first click on the server (doc 1 §3 inStoreTrainingButtonClicked):
 * the click opens the training and sends update-user, and a merchant whose click was kept starts
 * at Mark as done after a reload, with nothing sent again.
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { StatusContext, UpdateUserRequest } from '../../domain/api/status-api';
import { statusContext } from '../../test/data/status-contexts';
import { trainingStepMachine } from './status-steps.machine';

function startTraining(input: { complete: boolean; started?: boolean }, fails = false) {
  const sent: UpdateUserRequest[] = [];
  let opened = 0;
  const told: StatusContext[] = [];
  const actor = createActor(
    trainingStepMachine.provide({
      actors: {
        updateUser: fromPromise<StatusContext, UpdateUserRequest>(async ({ input: request }) => {
          sent.push(request);
          if (fails) throw new TypeError('Failed to fetch');
          return statusContext({ inStoreTrainingButtonClicked: true });
        }),
      },
      actions: {
        openTrainingLink: () => void (opened += 1),
        // The status page actor, the parent, takes the answered status.
        statusChanged: (_, params: { status: StatusContext }) => void told.push(params.status),
      },
    }),
    { input },
  ).start();
  return { actor, sent, told, opened: () => opened };
}

describe('the training step keeps its first click (doc 1 §3, §4 Training)', () => {
  it('the first click opens the training and keeps the click on the server', async () => {
    const { actor, sent, told, opened } = startTraining({ complete: false });
    expect(actor.getSnapshot().matches('notStarted')).toBe(true);
    actor.send({ type: 'step.open' });
    expect(opened()).toBe(1);
    expect(actor.getSnapshot().matches('linkOpened')).toBe(true);
    await waitFor(actor, (s) => s.matches({ linkOpened: 'kept' } as never));
    expect(sent).toEqual([{ inStoreTrainingButtonClicked: true }]);
    expect(told.map((status) => status.inStoreTrainingButtonClicked)).toEqual([true]);
    // Opening it again sends nothing more.
    actor.send({ type: 'step.open' });
    expect(opened()).toBe(2);
    expect(sent).toHaveLength(1);
    actor.stop();
  });

  it('after a reload a kept click starts at Mark as done and sends nothing', () => {
    const { actor, sent, opened } = startTraining({ complete: false, started: true });
    expect(actor.getSnapshot().matches({ linkOpened: 'kept' } as never)).toBe(true);
    expect([sent, opened()]).toEqual([[], 0]);
    actor.stop();
  });

  it('a click the server could not keep still offers Mark as done', async () => {
    const { actor, sent } = startTraining({ complete: false }, true);
    actor.send({ type: 'step.open' });
    await waitFor(actor, (s) => s.matches({ linkOpened: 'kept' } as never));
    expect(sent).toHaveLength(1);
    expect(actor.getSnapshot().context.error).toBeNull();
    actor.stop();
  });

  it('a completed training is done whatever the click', () => {
    const { actor } = startTraining({ complete: true, started: true });
    expect(actor.getSnapshot().matches('done')).toBe(true);
    actor.stop();
  });
});
