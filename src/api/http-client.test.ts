import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeServer } from '../testing/fake-server';
import { MAINTENANCE_MESSAGE, maintenanceAnswer } from '../../domain/api/maintenance-api';
import { ApiError, apiRequest, setMaintenanceHandler, setUnauthorizedHandler } from './http-client';
import {
  GENERIC_ERROR_MESSAGE,
  plainFailureMessage,
  NETWORK_ERROR_MESSAGE,
  SERVER_ERROR_MESSAGE,
  UNAVAILABLE_ERROR_MESSAGE,
} from '../../domain/errors/plain-failure';

afterEach(() => {
  vi.unstubAllGlobals();
  setUnauthorizedHandler(() => {});
  setMaintenanceHandler(() => {});
});

describe('HTTP client (doc 2 §7, §8; doc 1 §9)', () => {
  it('every call carries a fresh correlation id, the tab session id and the app version', async () => {
    const { requests } = installFakeServer({
      'GET /user-state': { body: { userState: 'LOGGED_OUT' } },
    });
    await apiRequest('/user-state');
    await apiRequest('/user-state');
    const [first, second] = requests;
    expect(first?.headers.get('x-correlation-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(first?.headers.get('x-correlation-id')).not.toBe(
      second?.headers.get('x-correlation-id'),
    );
    expect(first?.headers.get('x-session-id')).toBe(
      sessionStorage.getItem('merchantPortal.sessionId'),
    );
    expect(second?.headers.get('x-session-id')).toBe(first?.headers.get('x-session-id'));
    expect(first?.headers.get('x-app-version')).toBe(__APP_VERSION__);
  });

  it('a JSON body means POST', async () => {
    const { requests } = installFakeServer({
      'POST /check-email': { body: { userState: 'PRE_LEAD' } },
    });
    await expect(apiRequest('/check-email', { json: { email: 'a@b.io' } })).resolves.toEqual({
      userState: 'PRE_LEAD',
    });
    expect(requests[0]).toMatchObject({ method: 'POST', body: { email: 'a@b.io' } });
  });

  it('retries a failing GET at most twice', async () => {
    const { requests } = installFakeServer({
      'GET /user-state': { status: 503, body: { error: 'Down' } },
    });
    // A 503 reads in plain words, not the server's text or a status code.
    await expect(apiRequest('/user-state')).rejects.toMatchObject({
      text: UNAVAILABLE_ERROR_MESSAGE,
    });
    expect(requests).toHaveLength(3);
  });

  it('never retries a 404, nor a POST', async () => {
    const { requests } = installFakeServer({
      'POST /check-email': { status: 503, body: { error: 'Down' } },
    });
    await expect(apiRequest('/nowhere')).rejects.toBeInstanceOf(ApiError);
    await expect(apiRequest('/check-email', { json: {} })).rejects.toBeInstanceOf(ApiError);
    expect(requests.map((r) => r.path)).toEqual(['/nowhere', '/check-email']);
  });

  it('other failures reject in plain words and keep the parsed body', async () => {
    const body = { validation_errors: { lead: { email: { code: 'InvalidEmail', error: 'Bad' } } } };
    installFakeServer({ 'POST /check-email': { status: 400, body } });
    const failure = await apiRequest('/check-email', { json: { email: 'x' } }).catch(
      (e: unknown) => e,
    );
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).text).toBe(GENERIC_ERROR_MESSAGE);
    expect((failure as ApiError).status).toBe(400);
    expect((failure as ApiError).body).toEqual(body);
  });

  it("a refusal keeps the server's words; 429 and 5xx read in plain words", async () => {
    installFakeServer({
      'POST /check-email': { status: 429, body: { error: 'Too many sign-in emails were sent.' } },
      'POST /signup': { status: 500, body: { error: 'boom' } },
      'POST /api/save': { status: 422, body: { error: 'Email already in use' } },
    });
    await expect(apiRequest('/check-email', { json: {} })).rejects.toThrow(
      'Too many sign-in emails were sent.',
    );
    const failure = await apiRequest('/signup', { json: {} }).catch((e: unknown) => e);
    expect((failure as ApiError).text).toBe(SERVER_ERROR_MESSAGE);
    expect((failure as ApiError).message).not.toContain('boom');
    await expect(apiRequest('/api/save', { json: {} })).rejects.toThrow('Email already in use');
  });

  it('no answer at all rejects with a TypeError in plain words, never "Failed to fetch"', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    const failure = await apiRequest('/check-email', { json: {} }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(TypeError);
    expect(failure).toMatchObject({ text: NETWORK_ERROR_MESSAGE });
    expect(plainFailureMessage(failure)).toBe(NETWORK_ERROR_MESSAGE);
    expect((failure as Error).message).not.toContain('Failed to fetch');
  });

  it('a 401 clears the stored e-mail, calls /logout, tells the app, and rejects', async () => {
    localStorage.setItem('merchantPortal.email', 'ana@shop.example');
    const unauthorized = vi.fn();
    setUnauthorizedHandler(unauthorized);
    const { requests } = installFakeServer({
      'GET /user-state': { status: 401 },
      'POST /logout': { body: { ok: true } },
    });
    await expect(apiRequest('/user-state')).rejects.toThrow('Please re-authenticate.');
    expect(localStorage.getItem('merchantPortal.email')).toBeNull();
    expect(requests.map((r) => r.path)).toEqual(['/user-state', '/logout']);
    expect(unauthorized).toHaveBeenCalledTimes(1);
  });

  it('a maintenance answer (503, MAINTENANCE_MODE) tells the app and rejects with its message', async () => {
    const told = vi.fn();
    setMaintenanceHandler(told);
    installFakeServer({
      'POST /api/save': { status: 503, body: maintenanceAnswer() },
      'POST /api/update-bank-info': { status: 503, body: { error: 'The database is away.' } },
    });
    const failure = apiRequest('/api/save', { json: {} });
    await expect(failure).rejects.toThrow(MAINTENANCE_MESSAGE);
    await expect(failure).rejects.toMatchObject({ status: 503, body: maintenanceAnswer() });
    expect(told).toHaveBeenCalledTimes(1);
    // Another 503 (the database away) is not maintenance.
    await expect(apiRequest('/api/update-bank-info', { json: {} })).rejects.toBeInstanceOf(
      ApiError,
    );
    expect(told).toHaveBeenCalledTimes(1);
  });
});
