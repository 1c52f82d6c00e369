import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { s3MediaStore } from './s3-store.ts';

type Sent = {
  method: string;
  hostname: string;
  path: string;
  headers: Record<string, string>;
  body: unknown;
};

/**
 * The S3 store's requests as the SDK builds and signs them, caught at its HTTP handler (the
 * `requestHandler` option): no network, no fake S3 server; the SDK's own middleware stack runs.
 */
async function recordingStore(opts: { endpoint?: string; forcePathStyle: boolean }) {
  const sent: Sent[] = [];
  const store = await s3MediaStore({
    bucket: 'shop-media',
    region: 'eu-central-1',
    publicUrl: 'https://media.example.com/topup',
    ...opts,
    client: {
      credentials: { accessKeyId: 'AKIDTEST', secretAccessKey: 'test-secret' },
      requestHandler: {
        handle: async (request: Sent) => {
          sent.push(request);
          return {
            response: { statusCode: 200, headers: { etag: '"x"' }, body: Readable.from([]) },
          };
        },
      },
    },
  });
  return { store, sent };
}

describe('s3MediaStore', () => {
  it('puts the object signed, typed and cached for good, on an S3-compatible endpoint by path', async () => {
    const { store, sent } = await recordingStore({
      endpoint: 'https://minio.internal:9000',
      forcePathStyle: true,
    });
    await store.put('abc-96.webp', Buffer.from('webp bytes'), 'image/webp');
    expect(sent).toHaveLength(1);
    const [req] = sent;
    expect(req!.method).toBe('PUT');
    expect(req!.hostname).toBe('minio.internal');
    expect(req!.path).toBe('/shop-media/abc-96.webp');
    expect(req!.headers['content-type']).toBe('image/webp');
    expect(req!.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(req!.headers['authorization']).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIDTEST\/\d{8}\/eu-central-1\/s3\/aws4_request/,
    );
    expect(store.urlOf('abc-96.webp')).toBe('https://media.example.com/topup/abc-96.webp');
  });

  it('addresses an AWS bucket by its virtual host', async () => {
    const { store, sent } = await recordingStore({ forcePathStyle: false });
    await store.put('abc-48.webp', Buffer.from('x'), 'image/webp');
    expect(sent[0]!.hostname).toBe('shop-media.s3.eu-central-1.amazonaws.com');
    expect(sent[0]!.path).toBe('/abc-48.webp');
  });
});

describe('media configuration', () => {
  const base = { NODE_ENV: 'test', DATA_DIR: ':memory:' };

  it('MEDIA_STORE=s3 needs a bucket and a public URL', () => {
    expect(() => loadConfig({ ...base, MEDIA_STORE: 's3' })).toThrow(
      /MEDIA_S3_BUCKET: required[\s\S]*MEDIA_PUBLIC_URL: required/,
    );
  });

  it("adds the bucket's public origin to the CSP's image sources", () => {
    const config = loadConfig({
      ...base,
      MEDIA_STORE: 's3',
      MEDIA_S3_BUCKET: 'shop-media',
      MEDIA_PUBLIC_URL: 'https://media.example.com/topup/',
      CSP_IMG_SRC: 'https://cdn.example',
    });
    expect(config.cspImgSrc).toEqual(['https://cdn.example', 'https://media.example.com']);
    expect(config.mediaPublicUrl).toBe('https://media.example.com/topup');
  });

  it('keeps the CSP as it was with the local store', () => {
    expect(loadConfig(base).cspImgSrc).toEqual([]);
  });
});
