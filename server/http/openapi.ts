/**
 * The API description (OpenAPI 3.1) made from the route contracts, served at GET
 * /api/openapi.json for integrators. JSON Schema 2020-12 is OpenAPI 3.1's schema language, so the
 * valibot schemas convert as they are; value rules valibot cannot express (checks, transforms)
 * are left out of the description rather than refused.
 */
import { ANSWER_LANGUAGE_RULE } from '../../domain/api/i18n-api';
import { toJsonSchema } from '@valibot/to-json-schema';
import type { FastifyInstance } from 'fastify';
import { SESSION_COOKIE } from '../session/session-service';
import { OPS_SESSION_COOKIE } from '../ops/ops-session-service';
import { ErrorAnswer, type AnySchema, type RouteContract } from '../../domain/api/route-contract';
import { OPENAPI_PATH, ROUTE_CONTRACTS } from '../../domain/api/route-contracts';

type Json = Record<string, unknown>;

const jsonSchemaOf = (schema: AnySchema): Json => {
  const { $schema: _ignored, ...rest } = toJsonSchema(schema, {
    target: 'draft-2020-12',
    errorMode: 'ignore',
  }) as Json;
  return rest;
};

/** `/api/files/:id` → `/api/files/{id}`. */
export const openApiPath = (path: string): string => path.replace(/:([A-Za-z_]\w*)/g, '{$1}');

function parametersOf(where: 'query' | 'path', schema: AnySchema | undefined): Json[] {
  if (!schema) return [];
  const properties = (jsonSchemaOf(schema).properties ?? {}) as Record<string, Json>;
  return Object.entries(properties).map(([name, value]) => ({
    name,
    in: where,
    required: where === 'path',
    schema: value,
  }));
}

/** Every call may name the language of its answer's messages. */
const ACCEPT_LANGUAGE: Json = {
  name: 'Accept-Language',
  in: 'header',
  required: false,
  description: ANSWER_LANGUAGE_RULE,
  schema: { type: 'string', examples: ['fr-CA', 'en'] },
};

function operationOf(contract: RouteContract): Json {
  const json = { 'application/json': { schema: jsonSchemaOf(ErrorAnswer) } };
  const body = contract.bodyType
    ? { [contract.bodyType]: { schema: { type: 'object' } } }
    : contract.body
      ? { 'application/json': { schema: jsonSchemaOf(contract.body) } }
      : undefined;
  return {
    summary: contract.summary,
    tags: [contract.access],
    ...(contract.access === 'public' ? {} : { security: [{ [contract.access]: [] }] }),
    parameters: [
      ...parametersOf('path', contract.params),
      ...parametersOf('query', contract.query),
      ACCEPT_LANGUAGE,
    ],
    ...(body ? { requestBody: { required: !contract.bodyType, content: body } } : {}),
    responses: {
      '200': {
        description: 'Done.',
        ...(contract.response
          ? { content: { 'application/json': { schema: jsonSchemaOf(contract.response) } } }
          : {}),
      },
      '400': { description: 'The request is not valid; the message says why.', content: json },
      ...(contract.access === 'public'
        ? {}
        : { '401': { description: 'Not signed in.', content: json } }),
    },
  };
}

/** The OpenAPI 3.1 document of `contracts`. */
export function openApiDocument(
  contracts: readonly RouteContract[] = ROUTE_CONTRACTS,
  version = '0.1.0',
): Json {
  const paths: Record<string, Json> = {};
  for (const contract of contracts) {
    const path = openApiPath(contract.path);
    paths[path] = { ...paths[path], [contract.method.toLowerCase()]: operationOf(contract) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Merchant onboarding portal API',
      version,
      description: `The calls of the onboarding portal. Every call carries x-correlation-id; signed-in calls use the session cookie. Language: ${ANSWER_LANGUAGE_RULE}`,
    },
    paths,
    components: {
      securitySchemes: {
        merchant: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE },
        staff: { type: 'apiKey', in: 'cookie', name: OPS_SESSION_COOKIE },
      },
    },
  };
}

/** GET /api/openapi.json. */
export async function openApiRoutes(app: FastifyInstance): Promise<void> {
  let document: Json | undefined;
  app.get(OPENAPI_PATH, async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    document ??= openApiDocument();
    return document;
  });
}
