/**
 * An S3-compatible server for tests (`s3rver`, from npm) on a free loopback port, with one bucket,
 * keeping objects in a temporary folder: the outside system the object-storage adapter talks to.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { freePort } from './redis-server';

export interface TestS3 {
  /** The configuration variables that point the portal at it. */
  env: Record<string, string>;
  close(): Promise<void>;
}

export const TEST_BUCKET = 'portal-uploads';

/** A fresh S3-compatible server with the bucket {@link TEST_BUCKET}. */
export async function startTestS3(): Promise<TestS3> {
  const directory = mkdtempSync(join(tmpdir(), 'portal-s3-'));
  const port = await freePort();
  const server = new S3rver({
    address: '127.0.0.1',
    port,
    silent: true,
    directory,
    configureBuckets: [{ name: TEST_BUCKET, configs: [] }],
  });
  await server.run();
  return {
    env: {
      S3_BUCKET: TEST_BUCKET,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_REGION: 'us-east-1',
      // s3rver's fixed test credentials.
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_SERVER_SIDE_ENCRYPTION: 'false',
    },
    close: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
