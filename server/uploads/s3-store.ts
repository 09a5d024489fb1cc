/**
 * Uploads on S3-compatible object storage through the official AWS SDK client, so several app
 * servers see the same files. Objects are keyed `uploads/<merchant id>/<file id>` (generated ids
 * only) and written with server-side encryption requested where the service supports it.
 */
import { GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { Readable } from 'node:stream';
import type { S3Config } from '../app/config';
import type { UploadStore } from './upload-store';

const SAFE_SEGMENT = /^[A-Za-z0-9_-]{1,64}$/;

function keyOf(merchantId: string, id: string): string {
  if (!SAFE_SEGMENT.test(merchantId) || !SAFE_SEGMENT.test(id)) {
    throw new Error('An upload key segment is not a generated id');
  }
  return `uploads/${merchantId}/${id}`;
}

/** The store over the bucket of `config`. */
export function createS3UploadStore(config: S3Config): UploadStore {
  const client = new S3Client({
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    forcePathStyle: config.forcePathStyle,
    ...(config.accessKeyId && config.secretAccessKey
      ? {
          credentials: {
            accessKeyId: config.accessKeyId,
            secretAccessKey: config.secretAccessKey,
          },
        }
      : {}),
    maxAttempts: 3,
  });
  return {
    async write(merchantId, id, bytes) {
      await client.send(
        new PutObjectCommand({
          Bucket: config.bucket,
          Key: keyOf(merchantId, id),
          Body: bytes,
          ContentType: 'application/octet-stream',
          ...(config.serverSideEncryption ? { ServerSideEncryption: 'AES256' } : {}),
        }),
      );
    },
    async read(merchantId, id) {
      const object = await client.send(
        new GetObjectCommand({ Bucket: config.bucket, Key: keyOf(merchantId, id) }),
      );
      const body = object.Body;
      if (body instanceof Readable) return body;
      if (!body) throw new Error('The object storage answered without a body');
      return Readable.from(Buffer.from(await body.transformToByteArray()));
    },
    close: async () => client.destroy(),
  };
}
