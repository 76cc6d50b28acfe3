import type { Config } from '../../config';
import { createLocalStorage } from './local-storage';
import { createS3Storage } from './s3-storage';
import type { Storage } from './storage.types';

/** The one place that picks where files live: an S3-compatible bucket when configured, else disk. */
export function createStorage(settings: Config['storage']): Storage {
  if (settings.kind === 'local') return createLocalStorage(settings.dir);
  return createS3Storage({
    bucket: settings.bucket,
    region: settings.region,
    endpoint: settings.endpoint,
    accessKeyId: settings.accessKeyId,
    secretAccessKey: settings.secretAccessKey,
    forcePathStyle: settings.forcePathStyle,
  });
}
