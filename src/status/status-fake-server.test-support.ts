/**
 * The portal's API, answered at the fetch boundary, for a signed-in merchant with every form done:
 * the situation of the status page's tests, each giving the status the server answers.
 */
import { screen } from '@testing-library/react';
import type { StatusContext } from '../../domain/api/status-api';
import { emptyFormCompletedState } from '../../domain/session/form-completion';
import { installFakeServer, type FakeAnswer, type FakeHandler } from '../testing/fake-server';

export const ALL_FORMS_DONE = Object.fromEntries(
  Object.keys(emptyFormCompletedState()).map((flag) => [flag, true]),
) as ReturnType<typeof emptyFormCompletedState>;

/** Serves `status` (or answers it per call) with the calls around it; `extra` adds or replaces. */
export function serveStatus(
  status: StatusContext | FakeHandler,
  extra: Record<string, FakeHandler | FakeAnswer> = {},
) {
  return installFakeServer({
    'GET /user-state': {
      body: {
        userState: 'POST_LEAD',
        formCompletedState: ALL_FORMS_DONE,
        email: 'ada@shop.example',
      },
    },
    'GET /api/status': typeof status === 'function' ? status : { body: status },
    'GET /api/flags': { status: 404 },
    'GET /api/restore': { status: 404 },
    ...extra,
  });
}

/** A card of the status page, by its title. */
export const statusCard = (name: string) => screen.findByRole('region', { name });
