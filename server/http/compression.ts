/**
 * Compression of API answers: JSON above a threshold is sent gzip or brotli when the browser
 * accepts it. The built app's static files are compressed once at build time instead (see
 * spa.ts, `preCompressed`), so they are not compressed again here.
 */
import fastifyCompress from '@fastify/compress';
import { constants } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { APP_BASE } from './spa';

/** Below this an answer fits in a packet or two; compressing it costs more than it saves. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

export async function registerCompression(app: FastifyInstance): Promise<void> {
  // The app's static files come compressed from the build, or are too small to gain anything;
  // this hook runs before the plugin's own and takes those routes out of it.
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith(APP_BASE)) route.compress = false;
  });
  await app.register(fastifyCompress, {
    global: true,
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    // A middling brotli quality: the default (11) spends far more CPU than an API answer is worth.
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}
