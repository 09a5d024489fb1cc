/**
 * The one place requests are checked against their route's contract (domain/api/route-contracts.ts):
 * every route registered after this is given a preHandler, after its own (so a missing session
 * still answers 401 first), that answers a body, query or path that does not match with a 400 and
 * a clear message, never a 500 (docs/architecture.md §4). Field rules stay with the routes.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import * as v from 'valibot';
import { contractOf } from '../../domain/api/route-contracts';
import {
  REQUEST_SHAPE_ERROR,
  type AnySchema,
  type RouteContract,
} from '../../domain/api/route-contract';

type Part = 'body' | 'query' | 'params';

const isMultipart = (request: FastifyRequest) =>
  (request.headers['content-type'] ?? '').toLowerCase().startsWith('multipart/form-data');

/** The first part of `request` that does not match `contract`, with the issues found. */
export function mismatchOf(
  contract: RouteContract,
  request: Pick<FastifyRequest, 'body' | 'query' | 'params' | 'headers'>,
): { part: Part; issues: string[] } | undefined {
  const parts: Array<[Part, AnySchema | undefined, unknown]> = [
    ['params', contract.params, request.params],
    ['query', contract.query, request.query],
    // A multipart body is read by the route itself as a stream.
    [
      'body',
      contract.bodyType && isMultipart(request as FastifyRequest) ? undefined : contract.body,
      request.body,
    ],
  ];
  for (const [part, schema, value] of parts) {
    if (!schema) continue;
    const result = v.safeParse(schema, value);
    if (!result.success) {
      return { part, issues: result.issues.map((issue) => issue.message).slice(0, 5) };
    }
  }
  return undefined;
}

function contractCheck(contract: RouteContract) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const mismatch = mismatchOf(contract, request);
    if (!mismatch) return;
    request.log.info(
      { part: mismatch.part, issues: mismatch.issues },
      'the request does not match its contract',
    );
    await reply.code(400).send(contract.invalid ?? { error: REQUEST_SHAPE_ERROR });
  };
}

const listOf = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

const registered = new WeakMap<FastifyInstance, Array<{ method: string; path: string }>>();

/** Every method and path registered on `app` since checkRouteContracts (HEAD included). */
export function registeredRoutes(
  app: FastifyInstance,
): ReadonlyArray<{ method: string; path: string }> {
  return registered.get(app) ?? [];
}

/** Attaches each route's contract check as it is registered; call before any route. */
export function checkRouteContracts(app: FastifyInstance): void {
  const routes: Array<{ method: string; path: string }> = [];
  registered.set(app, routes);
  app.addHook('onRoute', (route: RouteOptions) => {
    for (const method of listOf(route.method)) routes.push({ method, path: route.url });
    const contract = listOf(route.method)
      .map((method) => contractOf(method, route.url))
      .find((found) => found !== undefined);
    if (!contract || (!contract.body && !contract.query && !contract.params)) return;
    route.preHandler = [...listOf(route.preHandler), contractCheck(contract)];
  });
}

/**
 * The body of a route whose contract requires a JSON object: the contract check has already
 * answered anything else with a 400, so the handler reads it as an object.
 */
export const objectBodyOf = (request: FastifyRequest): Record<string, unknown> =>
  request.body as Record<string, unknown>;
