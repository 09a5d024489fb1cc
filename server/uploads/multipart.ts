/**
 * Registers @fastify/multipart once for the whole app. Each route reads its own parts with its
 * own limits (server/uploads/read-multipart.ts); these are the outer bounds.
 */
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { LARGEST_UPLOAD_BYTES } from './upload-rules';

/** Adds the multipart/form-data body parser to `app`. */
export async function registerMultipart(app: FastifyInstance): Promise<void> {
  await app.register(fastifyMultipart, {
    limits: { fileSize: LARGEST_UPLOAD_BYTES, files: 1, fields: 10, fieldSize: 1024 * 1024 },
  });
}
