/**
 * Every route has a contract, every request that does not match it gets a 400 with a clear
 * message (after the session check), and GET /api/openapi.json describes every route as OpenAPI
 * 3.1.
 */
import { IN_STORE_BODY_ERROR } from '../../domain/api/in-store-fields-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractOf, ROUTE_CONTRACTS } from '../../domain/api/route-contracts';
import { REQUEST_SHAPE_ERROR } from '../../domain/api/route-contract';
import { MERCHANT_BODY_ERRORS } from '../../domain/api/contracts/merchant-contracts';
import { openRawDatabase, signUpMerchant, type RawDatabase } from '../testing/merchant-test-kit';
import { createTestApp, type TestApp } from '../testing/test-app';
import { TestBrowser } from '../testing/test-browser';
import { DIALECTS } from '../testing/test-database';
import { openApiPath } from './openapi';
import { registeredRoutes } from './route-contracts';

/** The static files of the built app are files, not API calls. */
const isStaticFiles = (path: string) => path.endsWith('*');

describe.each(DIALECTS)('route contracts on %s', (dialect) => {
  let t: TestApp;
  let raw: RawDatabase;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    raw = await openRawDatabase(t);
  });
  afterAll(async () => {
    await raw.close();
    await t.close();
  });

  const apiRoutes = () =>
    registeredRoutes(t.app).filter(
      (route) => route.method !== 'HEAD' && !isStaticFiles(route.path),
    );

  it('every registered route has a contract, and every contract a route', () => {
    const routes = apiRoutes();
    expect(routes.length).toBeGreaterThan(40);
    const missing = routes.filter((route) => !contractOf(route.method, route.path));
    expect(missing).toEqual([]);
    const served = new Set(routes.map((route) => `${route.method} ${route.path}`));
    const unserved = ROUTE_CONTRACTS.filter(
      (contract) => !served.has(`${contract.method} ${contract.path}`),
    );
    expect(unserved).toEqual([]);
  });

  it('serves an OpenAPI 3.1 description with every route', async () => {
    const response = await new TestBrowser(t.app).get('/api/openapi.json');
    expect(response.statusCode).toBe(200);
    const document = JSON.parse(response.body) as {
      openapi: string;
      info: { title: string; version: string };
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    };
    expect(document.openapi).toMatch(/^3\.1\.\d+$/);
    expect(typeof document.info.title).toBe('string');
    expect(typeof document.info.version).toBe('string');
    for (const route of apiRoutes()) {
      const operation = document.paths[openApiPath(route.path)]?.[route.method.toLowerCase()];
      expect(operation, `${route.method} ${route.path}`).toBeDefined();
      expect(Object.keys(operation!.responses)).toContain('200');
    }
    for (const [path, operations] of Object.entries(document.paths)) {
      expect(path.startsWith('/')).toBe(true);
      expect(path).not.toContain(':');
      for (const method of Object.keys(operations)) expect(['get', 'post']).toContain(method);
    }
  });

  it('answers a body that is not an object with the route message, after the session check', async () => {
    const anonymous = new TestBrowser(t.app);
    const json = { 'content-type': 'application/json' };
    const unsigned = await anonymous.request({
      method: 'POST',
      url: '/api/update-bank-info',
      headers: json,
      payload: '[1]',
    });
    expect(unsigned.statusCode).toBe(401);

    const { browser } = await signUpMerchant(t, raw, 'contracts@example.com', 'US');
    for (const payload of ['[1]', '42', '"x"', 'null']) {
      const response = await browser.request({
        method: 'POST',
        url: '/api/update-bank-info',
        headers: json,
        payload,
      });
      expect(response.statusCode, payload).toBe(400);
      expect(response.json()).toEqual({ error: MERCHANT_BODY_ERRORS.bank });
    }
    const inStore = await browser.post('/api/in-store-fields', { data: 'not an object' });
    expect(inStore.statusCode).toBe(400);
    expect(inStore.json()).toEqual({ error: IN_STORE_BODY_ERROR });
  });

  it('answers a repeated query parameter with a clear message', async () => {
    const { browser } = await signUpMerchant(t, raw, 'contracts-query@example.com', 'US');
    const response = await browser.get(
      '/api/instore/client-access-token?store_location_id=a&store_location_id=b',
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: REQUEST_SHAPE_ERROR });
  });
});
