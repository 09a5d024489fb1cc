/**
 * Uploaded files on disk: `${DATA_DIR}/uploads/<merchant id>/<random id>`, outside any served
 * folder, under generated names only (docs/architecture.md §4). What a file is and who owns it is in its
 * row (uploads-repository).
 */
import { randomBytes } from 'node:crypto';
import { createReadStream, type ReadStream } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** A new file id: 128 random bits, safe in a path and a URL. */
export function newFileId(): string {
  return randomBytes(16).toString('base64url');
}

const SAFE_SEGMENT = /^[A-Za-z0-9_-]{1,64}$/;

function pathOf(dataDir: string, merchantId: string, id: string): string {
  if (!SAFE_SEGMENT.test(merchantId) || !SAFE_SEGMENT.test(id)) {
    throw new Error('An upload path segment is not a generated id');
  }
  return join(dataDir, 'uploads', merchantId, id);
}

/** Writes the bytes of file `id` of `merchantId`, readable by the server's user only. */
export async function writeUpload(
  dataDir: string,
  merchantId: string,
  id: string,
  bytes: Buffer,
): Promise<void> {
  await mkdir(join(dataDir, 'uploads', merchantId), { recursive: true, mode: 0o700 });
  await writeFile(pathOf(dataDir, merchantId, id), bytes, { mode: 0o600, flag: 'wx' });
}

/** A stream of the bytes of file `id` of `merchantId`. */
export function readUpload(dataDir: string, merchantId: string, id: string): ReadStream {
  return createReadStream(pathOf(dataDir, merchantId, id));
}
