import type { S3ClientConfig } from '@aws-sdk/client-s3';
import type { MediaStore } from './media-store.ts';

export type S3MediaOptions = {
  bucket: string;
  region: string;
  /** An S3-compatible service (MinIO, R2, …); unset: AWS. */
  endpoint?: string;
  /** ENDPOINT/BUCKET/key instead of BUCKET.ENDPOINT/key. */
  forcePathStyle: boolean;
  /** Where browsers read the bucket's objects, without a trailing slash. */
  publicUrl: string;
  /**
   * More client settings (tests pass a requestHandler). Credentials are never configured here:
   * the SDK reads them from the environment (AWS_ACCESS_KEY_ID…, a role, a profile).
   */
  client?: Omit<S3ClientConfig, 'region' | 'endpoint' | 'forcePathStyle'>;
};

/**
 * Pictures in an S3-compatible bucket, read by browsers from its public URL. The AWS SDK is
 * loaded here, on first use: a shop on local disk never loads it (the bundle keeps it external).
 */
export async function s3MediaStore(opts: S3MediaOptions): Promise<MediaStore> {
  const { PutObjectCommand, S3Client } = await import('@aws-sdk/client-s3');
  const client = new S3Client({
    ...opts.client,
    region: opts.region,
    ...(opts.endpoint ? { endpoint: opts.endpoint } : {}),
    forcePathStyle: opts.forcePathStyle,
  });
  return {
    async put(name, bytes, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket: opts.bucket,
          Key: name,
          Body: bytes,
          ContentType: contentType,
          // A name is its content's hash: its bytes never change.
          CacheControl: 'public, max-age=31536000, immutable',
        }),
      );
    },
    urlOf: (name) => `${opts.publicUrl}/${name}`,
  };
}
