/**
 * The HTTP client checks the answers its callers rely on against the route's response schema
 * (domain/api/route-contracts.ts): a mismatch is reported and rejects in plain words. Form calls
 * and the console's calls go through the same client.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeServer, TEST_API_ORIGIN } from '../testing/fake-server';
import { UserStateAnswer } from '../../domain/api/contracts/session-answers';
import { SERVER_ERROR_MESSAGE } from '../../domain/errors/plain-failure';
import { addErrorReportSink, type ErrorReport } from '../reporting/error-reporting';
import {
  apiFormRequest,
  apiRequest,
  setUnauthorizedHandler,
  UnexpectedAnswerError,
} from './http-client';
import { fetchUserState } from './session-calls';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  setUnauthorizedHandler(() => {});
});

function collectReports(): ErrorReport[] {
  const reports: ErrorReport[] = [];
  vi.spyOn(console, 'error').mockImplementation(() => {});
  const remove = addErrorReportSink((report) => reports.push(report));
  afterEach(() => void remove());
  return reports;
}

describe('answers checked against their contract', () => {
  it('passes an answer of the agreed shape through unchanged', async () => {
    const answer = { userState: 'PRE_LEAD', formCompletedState: {}, email: 'a@b.example' };
    installFakeServer({ 'GET /user-state': { body: answer } });
    await expect(fetchUserState()).resolves.toEqual(answer);
  });

  it.each([
    ['an unknown user state', { userState: 'SOMEWHERE_ELSE' }],
    ['no user state at all', { formCompletedState: {} }],
    ['a list instead of an object', [{ userState: 'PRE_LEAD' }]],
    ['a text page from a proxy', 'Bad gateway'],
  ])('rejects %s in plain words and reports it', async (_name, body) => {
    const reports = collectReports();
    installFakeServer({ 'GET /user-state': { body } });
    const failure = fetchUserState();
    await expect(failure).rejects.toBeInstanceOf(UnexpectedAnswerError);
    await expect(failure).rejects.toMatchObject({ text: SERVER_ERROR_MESSAGE });
    expect(reports).toHaveLength(1);
    expect(reports[0]!.context).toMatchObject({ path: '/user-state', status: 200 });
    expect((reports[0]!.context.issues as string[]).length).toBeGreaterThan(0);
  });

  it('checks only when the caller names the shape it relies on', async () => {
    installFakeServer({ 'GET /user-state': { body: { anything: true } } });
    await expect(apiRequest('/user-state')).resolves.toEqual({ anything: true });
    await expect(apiRequest('/user-state', { answer: UserStateAnswer })).rejects.toBeInstanceOf(
      UnexpectedAnswerError,
    );
  });

  it("a console call's 401 is a refusal that leaves the merchant session alone", async () => {
    const unauthorized = vi.fn();
    setUnauthorizedHandler(unauthorized);
    const { requests } = installFakeServer({
      'GET /api/ops/me': { status: 401, body: { error: 'Please sign in.' } },
    });
    await expect(apiRequest('/api/ops/me', { unauthorized: 'refuse' })).rejects.toMatchObject({
      status: 401,
      body: { error: 'Please sign in.' },
    });
    expect(unauthorized).not.toHaveBeenCalled();
    expect(requests.map((request) => request.path)).toEqual(['/api/ops/me']);
  });
});

describe('form calls', () => {
  it('carry the headers of every call and settle like the others', async () => {
    installFakeServer({});
    const seen: Request[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        seen.push(new Request(input, init));
        return new Response(JSON.stringify({ error: 'Please give your e-mail address.' }), {
          status: 400,
          headers: { 'content-type': 'application/json' },
        });
      }),
    );
    const form = new FormData();
    form.set('email', '');
    await expect(apiFormRequest('/send-merchant-admin-help-desk-email', form)).rejects.toThrow(
      'Please give your e-mail address.',
    );
    expect(seen[0]!.url).toBe(`${TEST_API_ORIGIN}/send-merchant-admin-help-desk-email`);
    expect(seen[0]!.headers.get('x-correlation-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(seen[0]!.headers.get('x-app-version')).toBe(__APP_VERSION__);
  });
});
