import { afterEach, describe, expect, it } from 'vitest';
import { createActor, createMachine, type InspectionEvent } from 'xstate';
import { ACTOR_NAMES, appInspect, inspectedAs, setAppInspector } from './app-inspector';
import { startSession } from './start-session';

const toggle = createMachine({
  id: 'toggle',
  initial: 'off',
  states: { off: { on: { flip: 'on' } }, on: {} },
});

describe('the app inspector', () => {
  afterEach(() => setAppInspector(undefined));

  it('hands every event of an actor created with appInspect to the observer that is set', () => {
    const seen: InspectionEvent[] = [];
    setAppInspector((event) => seen.push(event));
    const actor = createActor(toggle, { inspect: appInspect }).start();
    actor.send({ type: 'flip' });
    const events = seen.filter((e) => e.type === '@xstate.event').map((e) => e.event.type);
    expect(events).toContain('flip');
    expect(seen.some((e) => e.type === '@xstate.snapshot')).toBe(true);
  });

  it('drops events while no observer is set', () => {
    const actor = createActor(toggle, { inspect: appInspect }).start();
    expect(() => actor.send({ type: 'flip' })).not.toThrow();
    expect(actor.getSnapshot().value).toBe('on');
  });

  it('names an actor: its systemId is the given name', () => {
    const seen: InspectionEvent[] = [];
    setAppInspector((event) => seen.push(event));
    const actor = createActor(toggle, inspectedAs(ACTOR_NAMES.bank)).start();
    expect(actor.system.get('bank')).toBe(actor);
    expect(seen.some((e) => e.actorRef === actor)).toBe(true);
  });

  it('starts the session actor as `session`', () => {
    const session = startSession(appInspect);
    expect(session.system.get('session')).toBe(session);
    session.stop();
  });
});
