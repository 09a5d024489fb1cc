import { describe, expect, it } from 'vitest';
import { createActor, createMachine, fromPromise, spawnChild } from 'xstate';
import { createInspectionLog } from './inspection-log';

describe('offline inspection log', () => {
  it('records every event and state of an actor, with personal data masked', () => {
    const log = createInspectionLog();
    const machine = createMachine({
      id: 'demo',
      context: { email: 'ana@shop.example', ssn: '123-45-6789' },
      initial: 'idle',
      states: { idle: { on: { go: 'done' } }, done: {} },
    });
    const actor = createActor(machine, { inspect: (e) => log.inspect(e) }).start();
    actor.send({ type: 'go', token: 'secret-token', email: 'ana@shop.example' } as never);
    const entries = log.entries();
    expect(entries.map((e) => `${e.kind}:${e.summary}`)).toEqual([
      'event:xstate.init',
      'snapshot:"idle"',
      'event:go',
      'snapshot:"done"',
    ]);
    expect(entries[2]?.detail).toEqual({
      type: 'go',
      token: '[redacted]',
      email: 'a***@shop.example',
    });
    expect(entries[3]?.detail).toEqual({
      value: 'done',
      context: { email: 'a***@shop.example', ssn: '[redacted]' },
    });
    expect(JSON.stringify(entries)).not.toContain('ana@shop.example');
  });

  it('notifies subscribers and clears', () => {
    const log = createInspectionLog();
    let calls = 0;
    log.subscribe(() => (calls += 1));
    createActor(createMachine({}), { inspect: (e) => log.inspect(e) }).start();
    expect(calls).toBeGreaterThan(0);
    log.clear();
    expect(log.entries()).toEqual([]);
  });

  it('knows each actor by its name and parent: systemId, invoke id, spawned systemId', () => {
    const log = createInspectionLog();
    const child = createMachine({
      id: 'storeActivation',
      initial: 'waiting',
      states: { waiting: {} },
    });
    const parent = createMachine({
      id: 'inStoreActivation',
      entry: spawnChild(child, { id: 'store-7', systemId: 'in-store:7' }),
      invoke: { id: 'loadStores', src: fromPromise(() => new Promise<never>(() => {})) },
    });
    const actor = createActor(parent, {
      id: 'in-store',
      systemId: 'in-store',
      inspect: (e) => log.inspect(e),
    }).start();
    const named = [...log.actors().values()].map((a) => ({
      name: a.name,
      parent: a.parentSessionId ? log.actors().get(a.parentSessionId)?.name : undefined,
    }));
    expect(named).toEqual(
      expect.arrayContaining([
        { name: 'in-store', parent: undefined },
        { name: 'in-store:7', parent: 'in-store' },
        { name: 'loadStores', parent: 'in-store' },
      ]),
    );
    expect(log.actors().get(actor.sessionId)?.logic).toBe(actor.logic);
    expect(log.entries().every((e) => e.actorId !== actor.sessionId)).toBe(true);
  });

  it('names an actor without a systemId by its machine id rather than its session id', () => {
    const log = createInspectionLog();
    createActor(createMachine({ id: 'toggle' }), { inspect: (e) => log.inspect(e) }).start();
    expect([...log.actors().values()].map((a) => a.name)).toEqual(['toggle']);
  });
});
