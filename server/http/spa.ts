/**
 * Serves the built browser app (dist/client) under /app/ with a single-page fallback: a GET of any
 * /app path that is not a file answers index.html, so deep links and reloads work. Everything
 * else unknown is a JSON 404.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { msg } from '../../domain/i18n/message';

export const APP_BASE = '/app/';
export const APP_NOT_BUILT_ERROR = 'The app is not built yet: run `npm run build`.';

/** Registers the static files, the `/` redirect and the not-found handler. */
export async function registerSpa(app: FastifyInstance, clientDir: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: clientDir,
    prefix: APP_BASE,
    // The build writes .br and .gz beside each file (scripts/precompress-plugin.ts).
    preCompressed: true,
    // Vite puts content-hashed files under assets/: they never change, so they may be cached for good.
    cacheControl: false,
    setHeaders(reply, path) {
      reply.header(
        'cache-control',
        path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });

  // doc 1 §2: the query string is kept on redirects.
  const withQuery = (target: string, url: string): string => {
    const q = url.indexOf('?');
    return q === -1 ? target : target + url.slice(q);
  };
  app.get('/', (request, reply) => reply.redirect(withQuery(APP_BASE, request.url)));

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const isAppPath = path === '/app' || path.startsWith(APP_BASE);
    if (!isAppPath || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.code(404).send({ error: msg('server.notFound') });
    }
    if (path === '/app') return reply.redirect(withQuery(APP_BASE, request.url));
    if (!existsSync(join(clientDir, 'index.html'))) {
      return reply.code(503).send({ error: APP_NOT_BUILT_ERROR });
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
