/**
 * The console's funnel (docs/decisions/0255): it loads the report for the chosen window, country
 * and brand, and loads it again whenever the operator changes one of them; a refused load shows
 * its message with a way to try again, and a 401 ends the console session.
 */
import { assign, fromPromise, setup } from 'xstate';
import type { FunnelAnswer } from '../../domain/api/funnel-api';
import { BRAND_IDS, type BrandId } from '../../domain/brands/brands';
import { toCountryCode, type CountryCode } from '../../domain/countries/country-code';
import { FUNNEL_WINDOWS, type FunnelWindow } from '../../domain/funnel/funnel-steps';
import { failureMessage, providedByConsole, sessionEnded, whenRefused } from './ops-failure';

export interface FunnelFilterChoice {
  days: FunnelWindow;
  country: CountryCode | null;
  brand: BrandId | null;
}

export interface FunnelContext {
  filter: FunnelFilterChoice;
  report: FunnelAnswer | null;
  error: string | null;
}

/** A filter the operator changed, with the value of the option chosen ('' for "all"). */
export type FunnelEvent =
  | { type: 'funnel.filter'; field: keyof FunnelFilterChoice; value: string }
  | { type: 'funnel.retry' };

/** The console opens on the last 30 days of every country and brand. */
export const INITIAL_FUNNEL_FILTER: FunnelFilterChoice = { days: 30, country: null, brand: null };

/** The filter with one option chosen; a value outside the choices leaves it as it was. */
export function filterWith(
  filter: FunnelFilterChoice,
  field: keyof FunnelFilterChoice,
  value: string,
): FunnelFilterChoice {
  switch (field) {
    case 'days': {
      const days = FUNNEL_WINDOWS.find((window) => String(window) === value);
      return days ? { ...filter, days } : filter;
    }
    case 'country':
      return { ...filter, country: value === '' ? null : (toCountryCode(value) ?? filter.country) };
    case 'brand':
      return {
        ...filter,
        brand: value === '' ? null : (BRAND_IDS.find((id) => id === value) ?? filter.brand),
      };
  }
}

export const funnelMachine = setup({
  types: { context: {} as FunnelContext, events: {} as FunnelEvent },
  actors: {
    /** GET /api/ops/funnel. */
    loadFunnel: fromPromise<FunnelAnswer, FunnelFilterChoice>(providedByConsole('funnel')),
  },
  actions: {
    /** Tells the console session it ended (provided by the console). */
    sessionExpired: () => {},
    /** Keeps the message of a refused load. */
    showFailure: assign({ error: (_, params: { error: unknown }) => failureMessage(params.error) }),
  },
  guards: {
    sessionEnded: (_, params: { error: unknown }) => sessionEnded(params.error),
  },
}).createMachine({
  id: 'funnel',
  context: { filter: INITIAL_FUNNEL_FILTER, report: null, error: null },
  initial: 'loading',
  on: {
    'funnel.filter': {
      target: '.loading',
      reenter: true,
      actions: assign({
        filter: ({ context, event }) => filterWith(context.filter, event.field, event.value),
        error: null,
      }),
    },
  },
  states: {
    loading: {
      invoke: {
        id: 'loadFunnel',
        src: 'loadFunnel',
        input: ({ context }) => context.filter,
        onDone: {
          target: 'ready',
          actions: assign({ report: ({ event }) => event.output, error: null }),
        },
        onError: whenRefused('unavailable', 'showFailure'),
      },
    },
    ready: {},
    unavailable: {
      on: { 'funnel.retry': { target: 'loading', actions: assign({ error: null }) } },
    },
  },
});
