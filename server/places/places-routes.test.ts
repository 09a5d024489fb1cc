/**
 * The address search calls over the real Google Places adapter, against a local stand-in HTTP
 * server that answers like Places API (New); the portal app, its sessions and its database are
 * the real ones.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLACES_API } from '../../domain/business-details/address-search';
import { buildApp } from '../app/app';
import { loadConfig } from '../app/config';
import { addressOfComponents } from './google-places';
import { createTestDatabase } from '../testing/test-database';
import { testClock } from '../testing/test-clock';
import { TestBrowser } from '../testing/test-browser';

const API_KEY = 'test-places-key';

interface Seen {
  method: string;
  url: string;
  key: string | undefined;
  fieldMask: string | undefined;
  body: unknown;
}

/** Answers like Places API (New): autocomplete and place details, refusing a wrong key. */
function startPlacesStandIn() {
  const seen: Seen[] = [];
  let failing = false;
  const read = (request: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let text = '';
      request.on('data', (chunk: Buffer) => (text += chunk.toString()));
      request.on('end', () => resolve(text));
    });
  const server: Server = createServer((request, response) => {
    void read(request).then((text) => {
      const key = request.headers['x-goog-api-key'] as string | undefined;
      seen.push({
        method: request.method ?? '',
        url: request.url ?? '',
        key,
        fieldMask: request.headers['x-goog-fieldmask'] as string | undefined,
        body: text ? (JSON.parse(text) as unknown) : undefined,
      });
      const send = (status: number, body: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body));
      };
      if (failing) return send(500, { error: { message: 'backend error' } });
      if (key !== API_KEY) return send(403, { error: { message: 'API key not valid' } });
      if (request.method === 'POST' && request.url === '/v1/places:autocomplete') {
        return send(200, {
          suggestions: [
            {
              placePrediction: {
                placeId: 'place-1',
                text: { text: '1 Market St, San Francisco, CA, USA' },
              },
            },
            { queryPrediction: { text: { text: 'market street' } } },
          ],
        });
      }
      if (request.method === 'GET' && request.url === '/v1/places/place-ca') {
        return send(200, {
          addressComponents: [
            { longText: '290', shortText: '290', types: ['street_number'] },
            { longText: 'Bremner Boulevard', shortText: 'Bremner Blvd', types: ['route'] },
            { longText: 'Toronto', shortText: 'Toronto', types: ['locality', 'political'] },
            { longText: 'Ontario', shortText: 'ON', types: ['administrative_area_level_1'] },
            { longText: 'Canada', shortText: 'CA', types: ['country', 'political'] },
            { longText: 'M5V 3L9', shortText: 'M5V 3L9', types: ['postal_code'] },
          ],
        });
      }
      return send(404, { error: { message: 'not found' } });
    });
  });
  return new Promise<{ url: string; seen: Seen[]; fail: () => void; close: () => Promise<void> }>(
    (resolve) =>
      server.listen(0, '127.0.0.1', () => {
        const { port } = server.address() as AddressInfo;
        resolve({
          url: `http://127.0.0.1:${port}`,
          seen,
          fail: () => (failing = true),
          close: () => new Promise((done) => server.close(() => done())),
        });
      }),
  );
}

/** The real app with the places routes, and a signed-up merchant's browser. */
async function placesApp(env: Record<string, string>) {
  const database = await createTestDatabase('sqlite');
  const clock = testClock();
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: database.dataDir,
    CAPTCHA_COMPLEXITY: '1000',
    SIGN_IN_RATE_LIMIT: '1000',
    PUBLIC_URL: 'http://localhost:3000',
    CLIENT_DIR: `${database.dataDir}/no-client-build`,
    ...env,
  });
  const app = await buildApp(config, { clock: clock.now });
  await app.ready();
  const browser = new TestBrowser(app);
  const signedUp = await browser.signUp('places@shop.example');
  expect(signedUp.statusCode).toBe(200);
  return {
    app,
    browser,
    close: async () => {
      await app.close();
      await database.drop();
    },
  };
}

describe('address search with PLACES_API_KEY', () => {
  let standIn: Awaited<ReturnType<typeof startPlacesStandIn>>;
  let portal: Awaited<ReturnType<typeof placesApp>>;
  beforeAll(async () => {
    standIn = await startPlacesStandIn();
    portal = await placesApp({ PLACES_API_KEY: API_KEY, PLACES_API_URL: standIn.url });
  });
  afterAll(async () => {
    await portal.close();
    await standIn.close();
  });

  it('answers the place suggestions of the typed text in the merchant country', async () => {
    const response = await portal.browser.get(`${PLACES_API.autocomplete}?q=1%20Market&country=UK`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      suggestions: [{ id: 'place-1', text: '1 Market St, San Francisco, CA, USA' }],
    });
    expect(standIn.seen.at(-1)).toMatchObject({
      method: 'POST',
      key: API_KEY,
      body: { input: '1 Market', includedRegionCodes: ['gb'] },
    });
  });

  it('answers the address parts of a picked place, with the long province name for Canada', async () => {
    const response = await portal.browser.get(`${PLACES_API.details}?id=place-ca`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      street: '290 Bremner Boulevard',
      city: 'Toronto',
      state: 'Ontario',
      postalCode: 'M5V 3L9',
    });
    expect(standIn.seen.at(-1)).toMatchObject({ method: 'GET', fieldMask: 'addressComponents' });
  });

  it('refuses a search without text or with an unknown country', async () => {
    expect((await portal.browser.get(`${PLACES_API.autocomplete}?q=&country=US`)).statusCode).toBe(
      400,
    );
    expect((await portal.browser.get(`${PLACES_API.autocomplete}?q=x&country=FR`)).statusCode).toBe(
      400,
    );
    expect((await portal.browser.get(`${PLACES_API.details}?id=../secrets`)).statusCode).toBe(400);
  });

  it('answers 401 to a visitor who is not signed in', async () => {
    const stranger = new TestBrowser(portal.app);
    const response = await stranger.get(`${PLACES_API.autocomplete}?q=1%20Market&country=US`);
    expect(response.statusCode).toBe(401);
  });

  it('answers 502 with a plain message when the places service fails', async () => {
    standIn.fail();
    const response = await portal.browser.get(`${PLACES_API.autocomplete}?q=1%20Market&country=US`);
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({
      error: 'Address search is not available right now. Enter the address by hand.',
    });
    const french = await portal.browser.request({
      method: 'GET',
      url: `${PLACES_API.autocomplete}?q=1%20Market&country=CA`,
      headers: { 'accept-language': 'fr-CA,fr;q=0.9' },
    });
    expect(french.json()).toEqual({
      error:
        'La recherche d’adresse n’est pas disponible pour le moment. Entrez l’adresse manuellement.',
    });
  });
});

describe('address search without PLACES_API_KEY', () => {
  it('answers 404 "Address search is not configured" to both calls', async () => {
    const portal = await placesApp({});
    try {
      for (const url of [
        `${PLACES_API.autocomplete}?q=x&country=US`,
        `${PLACES_API.details}?id=p`,
      ]) {
        const response = await portal.browser.get(url);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ error: 'Address search is not configured' });
        // A Quebec merchant's browser names fr-CA: the same answer, in Canadian French.
        const french = await portal.browser.request({
          method: 'GET',
          url,
          headers: { 'accept-language': 'fr-CA' },
        });
        expect(french.statusCode).toBe(404);
        expect(french.json()).toEqual({ error: 'La recherche d’adresse n’est pas configurée' });
      }
    } finally {
      await portal.close();
    }
  });
});

describe('address parts of a place (doc 2 §7)', () => {
  it.each([
    [
      'US: short state name',
      [
        { longText: '1', types: ['street_number'] },
        { longText: 'Market Street', types: ['route'] },
        { longText: 'San Francisco', types: ['locality'] },
        { longText: 'California', shortText: 'CA', types: ['administrative_area_level_1'] },
        { shortText: 'US', types: ['country'] },
        { longText: '94105', types: ['postal_code'] },
      ],
      { street: '1 Market Street', city: 'San Francisco', state: 'CA', postalCode: '94105' },
    ],
    [
      'UK: the postal town when there is no locality',
      [
        { longText: '10', types: ['street_number'] },
        { longText: 'Downing Street', types: ['route'] },
        { longText: 'London', types: ['postal_town'] },
        { longText: 'England', shortText: 'England', types: ['administrative_area_level_1'] },
        { shortText: 'GB', types: ['country'] },
        { longText: 'SW1A 2AA', types: ['postal_code'] },
      ],
      { street: '10 Downing Street', city: 'London', state: 'England', postalCode: 'SW1A 2AA' },
    ],
    [
      'AU: short state name',
      [
        { longText: 'George Street', types: ['route'] },
        { longText: 'Sydney', types: ['locality'] },
        { longText: 'New South Wales', shortText: 'NSW', types: ['administrative_area_level_1'] },
        { shortText: 'AU', types: ['country'] },
        { longText: '2000', types: ['postal_code'] },
      ],
      { street: 'George Street', city: 'Sydney', state: 'NSW', postalCode: '2000' },
    ],
  ])('%s', (_why, components, address) => {
    expect(addressOfComponents(components)).toEqual(address);
  });
});
