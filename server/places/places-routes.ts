/**
 * GET /api/places/autocomplete?q=&country= and GET /api/places/details?id= (doc 2 §7 "A maps
 * places service supplies addresses"): the address search of the signed-in merchant's forms,
 * through the places adapter. Without PLACES_API_KEY both answer 404 'Address search is not
 * configured' and the browser shows plain manual entry (docs/architecture.md §4: nothing pretends).
 */
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { toCountryCode } from '../../domain/countries/country-code';
import {
  PLACES_API,
  PLACES_NOT_CONFIGURED,
  type PlaceAddress,
  type PlaceSuggestionsResponse,
} from '../../domain/business-details/address-search';
import type { AppDeps } from '../app/app-deps';
import { requireMerchant } from '../session/require-merchant';
import { createGooglePlaces } from './google-places';
import { PlacesUnavailable, type PlacesAdapter } from './places-adapter';
import { msg } from '../../domain/i18n/message';

const SEARCH_UNAVAILABLE = msg('business.server.searchUnavailable');
/** Searches a merchant may make per minute (one per pause in typing, 200 ms debounce). */
const SEARCHES_PER_MINUTE = 120;

const AutocompleteQuery = v.object({
  q: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(200)),
  country: v.pipe(v.string(), v.trim(), v.maxLength(2)),
});
const DetailsQuery = v.object({
  id: v.pipe(v.string(), v.trim(), v.regex(/^[A-Za-z0-9_-]{1,300}$/)),
});

/** The routes over `adapter`; the default adapter is Google's when a key is configured. */
export async function placesRoutes(
  app: FastifyInstance,
  deps: Pick<AppDeps, 'config' | 'sessions'>,
  adapter: PlacesAdapter | undefined = deps.config.placesApiKey
    ? createGooglePlaces(deps.config.placesApiKey, deps.config.placesApiUrl)
    : undefined,
): Promise<void> {
  const options = {
    preHandler: requireMerchant(deps.sessions),
    config: { rateLimit: { max: SEARCHES_PER_MINUTE, timeWindow: 60_000 } },
  };

  app.get(PLACES_API.autocomplete, options, async (request, reply) => {
    if (!adapter) return reply.code(404).send({ error: PLACES_NOT_CONFIGURED });
    const query = v.safeParse(AutocompleteQuery, request.query);
    const country = query.success ? toCountryCode(query.output.country) : undefined;
    if (!query.success || !country) {
      return reply.code(400).send({ error: msg('business.server.searchTextNeeded') });
    }
    try {
      const suggestions = await adapter.autocomplete(query.output.q, country);
      return { suggestions } satisfies PlaceSuggestionsResponse;
    } catch (error) {
      if (!(error instanceof PlacesUnavailable)) throw error;
      request.log.warn({ err: error }, 'address search failed');
      return reply.code(502).send({ error: SEARCH_UNAVAILABLE });
    }
  });

  app.get(PLACES_API.details, options, async (request, reply) => {
    if (!adapter) return reply.code(404).send({ error: PLACES_NOT_CONFIGURED });
    const query = v.safeParse(DetailsQuery, request.query);
    if (!query.success)
      return reply.code(400).send({ error: msg('business.server.placeIdNeeded') });
    try {
      return (await adapter.details(query.output.id)) satisfies PlaceAddress;
    } catch (error) {
      if (!(error instanceof PlacesUnavailable)) throw error;
      request.log.warn({ err: error }, 'address lookup failed');
      return reply.code(502).send({ error: SEARCH_UNAVAILABLE });
    }
  });
}
