/**
 * Where uploaded bytes live: the local disk under DATA_DIR (the embedded default, one server) or
 * S3-compatible object storage (server/uploads/s3-store), which several app servers share. What a
 * file is and who owns it stays in its database row (uploads-repository); a store only keeps
 * bytes under the merchant id and a generated file id.
 */
import type { Readable } from 'node:stream';
import { readUpload, writeUpload } from './file-store';

export interface UploadStore {
  /** Keeps the bytes of file `id` of `merchantId`. */
  write(merchantId: string, id: string, bytes: Buffer): Promise<void>;
  /** The bytes of file `id` of `merchantId`. */
  read(merchantId: string, id: string): Promise<Readable>;
  close(): Promise<void>;
}

/** Files under `${dataDir}/uploads`, 0600 in 0700 folders. */
export function createDiskUploadStore(dataDir: string): UploadStore {
  return {
    write: (merchantId, id, bytes) => writeUpload(dataDir, merchantId, id, bytes),
    read: async (merchantId, id) => readUpload(dataDir, merchantId, id),
    close: async () => {},
  };
}
