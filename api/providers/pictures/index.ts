import path from 'node:path';
import type { ApiConfig } from '../../config';
import { diskPictureStorage } from './disk';
import { s3PictureStorage } from './s3';
import type { PictureStorage } from './types';

export type { PictureStorage } from './types';

/** PICTURE_STORAGE=s3: the bucket; otherwise files under `${DATA_DIR}/pictures/`. */
export function createPictureStorage(config: ApiConfig): PictureStorage {
  if (config.PICTURE_STORAGE === 's3') {
    return s3PictureStorage({
      endpoint: config.S3_ENDPOINT,
      bucket: config.S3_BUCKET!,
      region: config.S3_REGION,
      accessKeyId: config.S3_ACCESS_KEY_ID,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY,
      forcePathStyle: config.S3_FORCE_PATH_STYLE === 'on',
    });
  }
  return diskPictureStorage(path.join(config.DATA_DIR, 'pictures'));
}
