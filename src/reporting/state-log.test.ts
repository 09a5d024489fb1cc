/**
 * The debug state log in the app (doc 1 §9): the snapshots of the app's actors reach
 * POST /api/redux-log/{email} as sanitised diffs.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { emptyFormCompletedState } from '../../domain/session/form-completion';
import { appSessionMachine } from '../app/start-session';
import { appInspect } from '../app/app-inspector';
import { installFakeServer } from '../testing/fake-server';
import { startStateLog } from './state-log';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('debug state log', () => {
  it('sends what changed in the app actors under the session e-mail', async () => {
    vi.useFakeTimers();
    const { requests } = installFakeServer({
      'GET /user-state': {
        body: {
          userState: 'POST_LEAD',
          formCompletedState: emptyFormCompletedState(),
          email: 'ana@shop.example',
        },
      },
      'POST /api/redux-log/ana%40shop.example': { body: { ok: true } },
    });
    const session = createActor(appSessionMachine, {
      systemId: 'session',
      inspect: appInspect,
      input: {},
    });
    const stop = startStateLog(() => session.getSnapshot().context.email);
    session.start();
    await vi.advanceTimersByTimeAsync(2_100);
    await vi.advanceTimersByTimeAsync(0);
    stop();
    session.stop();
    const sent = requests.filter((r) => r.path.startsWith('/api/redux-log/'));
    expect(sent.length).toBeGreaterThan(0);
    const diffs = (sent[0]!.body as { diffs: Array<{ actor: string; changes: object }> }).diffs;
    expect(diffs.some((d) => d.actor === 'session')).toBe(true);
    expect(JSON.stringify(sent.map((r) => r.body))).not.toContain('ana@shop.example');
  });
});
