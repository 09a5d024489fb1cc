/**
 * Model-based path tests of the console session (docs/architecture.md §3): generated paths
 * replayed on a running actor whose calls wait for the test's answer. Together they cover the
 * whole machine; the signed-in e-mail is always the server's, and a failed sign-in shows its words.
 */
import { describe, expect, it } from 'vitest';
import type { EventObject } from 'xstate';
import { REQUIRED_MESSAGE } from '../../domain/validators/required';
import {
  done,
  failed,
  NO_SHORTFALLS,
  runPaths,
  shortfallsOf,
  type Oracle,
  type PathModel,
} from '../testing/path-coverage';
import { opsSessionMachine, type OpsSessionContext } from './ops-session.machine';
import { REFUSED, SESSION_ENDED } from './ops-paths.test-support';

const STAFF = 'ops@example.com';

const EVENTS = [
  done('loadMe', { email: STAFF }),
  failed('loadMe', SESSION_ENDED),
  { type: 'ops.change', values: { email: STAFF, password: 'correct horse' } },
  { type: 'ops.change', values: { password: '' } },
  { type: 'ops.signIn' },
  done('logIn', { email: STAFF }),
  failed('logIn', REFUSED),
  { type: 'ops.signOut' },
  done('logOut', { ok: true }),
  failed('logOut', REFUSED),
  { type: 'ops.expired' },
] as EventObject[];

const oracles: Oracle<OpsSessionContext>[] = [
  {
    source: 'docs/decisions/0160',
    name: 'signed in means the e-mail the server answered; signed out means none',
    check: ({ snapshot }) => {
      if (snapshot.matches('signedIn'))
        return snapshot.context.email === STAFF ? null : 'no e-mail';
      if (snapshot.matches('signedOut') || snapshot.matches('expired'))
        return snapshot.context.email === null ? null : 'e-mail kept';
      return undefined;
    },
  },
  {
    source: 'docs/decisions/0160',
    name: 'a refused sign-in shows the server’s words and sends what was typed',
    check: ({ snapshot, calls, events }) => {
      const last = events.at(-1);
      if (last?.type !== 'xstate.error.actor.logIn') return undefined;
      const login = calls.filter((c) => c.id === 'logIn').at(-1);
      if (
        JSON.stringify(login?.input) !== JSON.stringify({ email: STAFF, password: 'correct horse' })
      )
        return `sent ${JSON.stringify(login?.input)}`;
      return snapshot.context.error === REFUSED.message ? null : `showed ${snapshot.context.error}`;
    },
  },
];

oracles.push({
  source: 'docs/decisions/0240',
  name: 'Sign in with an empty field shows its message and sends nothing',
  check: ({ snapshot, events, calls }) => {
    if (events.at(-1)?.type !== 'ops.signIn' || snapshot.context.draft.password !== '')
      return undefined;
    const sentEmpty = calls.some(
      (c) => c.id === 'logIn' && (c.input as { password: string }).password === '',
    );
    if (sentEmpty) return 'sent an empty password';
    return snapshot.context.messages.password === REQUIRED_MESSAGE ? null : 'no message';
  },
});

const model: PathModel<OpsSessionContext> = {
  machine: opsSessionMachine,
  events: EVENTS,
  callIds: ['loadMe', 'logIn', 'logOut'],
  oracles,
};

describe('ops session machine: generated paths replayed on a running actor', () => {
  it('every path reaches the model state, and the paths cover every state and transition', async () => {
    const result = await runPaths('ops session', [model]);
    expect(result.record.paths.length).toBeGreaterThan(3);
    expect(shortfallsOf(result)).toEqual(NO_SHORTFALLS);
  });
});
