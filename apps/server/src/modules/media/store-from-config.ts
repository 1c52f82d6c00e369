import os from 'node:os';
import path from 'node:path';
import type { Config } from '../../config.ts';
import { localMediaStore } from './local-store.ts';
import type { MediaStore } from './media-store.ts';
import { s3MediaStore } from './s3-store.ts';

type MediaConfig = Pick<
  Config,
  | 'dataDir'
  | 'mediaStore'
  | 'mediaDir'
  | 'mediaS3Bucket'
  | 'mediaS3Region'
  | 'mediaS3Endpoint'
  | 'mediaS3ForcePathStyle'
  | 'mediaPublicUrl'
>;

/** The local folder: MEDIA_DIR, else DATA_DIR/media (a temp folder when DATA_DIR keeps nothing). */
export function mediaDirOf(config: Pick<Config, 'dataDir' | 'mediaDir'>): string {
  if (config.mediaDir) return config.mediaDir;
  if (config.dataDir === ':memory:') return path.join(os.tmpdir(), 'topup-media');
  return path.resolve(config.dataDir, 'media');
}

/** The store the configuration names (config.ts has checked the bucket settings are there). */
export async function mediaStoreFrom(config: MediaConfig): Promise<MediaStore> {
  if (config.mediaStore === 's3') {
    return s3MediaStore({
      bucket: config.mediaS3Bucket!,
      region: config.mediaS3Region,
      endpoint: config.mediaS3Endpoint,
      forcePathStyle: config.mediaS3ForcePathStyle,
      publicUrl: config.mediaPublicUrl!,
    });
  }
  return localMediaStore(mediaDirOf(config));
}
