/**
 * A stand-in for Google Places API (New) on loopback, for journeys that search an address: it
 * answers `POST /v1/places:autocomplete` with two Sydney places and `GET /v1/places/{id}` with
 * the address components of the one asked for, as server/places/google-places.ts reads them.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export const PLACES_KEY = 'journey-places-key';

const PLACES: Record<string, { text: string; components: object[] }> = {
  'place-market': {
    text: '1 Market Street, Sydney NSW, Australia',
    components: [
      { longText: '1', shortText: '1', types: ['street_number'] },
      { longText: 'Market Street', shortText: 'Market St', types: ['route'] },
      { longText: 'Sydney', shortText: 'Sydney', types: ['locality', 'political'] },
      { longText: 'New South Wales', shortText: 'NSW', types: ['administrative_area_level_1'] },
      { longText: 'Australia', shortText: 'AU', types: ['country', 'political'] },
      { longText: '2000', shortText: '2000', types: ['postal_code'] },
    ],
  },
  'place-lane': {
    text: '1 Market Lane, Melbourne VIC, Australia',
    components: [
      { longText: '1', shortText: '1', types: ['street_number'] },
      { longText: 'Market Lane', shortText: 'Market Ln', types: ['route'] },
      { longText: 'Melbourne', shortText: 'Melbourne', types: ['locality', 'political'] },
      { longText: 'Victoria', shortText: 'VIC', types: ['administrative_area_level_1'] },
      { longText: 'Australia', shortText: 'AU', types: ['country', 'political'] },
      { longText: '3000', shortText: '3000', types: ['postal_code'] },
    ],
  },
};

export interface PlacesStandIn {
  url: string;
  close(): Promise<void>;
}

export function startPlacesStandIn(): Promise<PlacesStandIn> {
  const server: Server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      const send = (status: number, body: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body));
      };
      if (request.headers['x-goog-api-key'] !== PLACES_KEY) return send(403, {});
      if (request.method === 'POST' && request.url === '/v1/places:autocomplete') {
        return send(200, {
          suggestions: Object.entries(PLACES).map(([placeId, place]) => ({
            placePrediction: { placeId, text: { text: place.text } },
          })),
        });
      }
      const id = decodeURIComponent(request.url?.replace('/v1/places/', '') ?? '');
      const place = PLACES[id];
      if (request.method === 'GET' && place) {
        return send(200, { addressComponents: place.components });
      }
      return send(404, {});
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${port}`,
        close: () => new Promise((done) => server.close(() => done())),
      });
    }),
  );
}
