import { z } from 'zod';

const optionalText = () =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => v || undefined);

/**
 * Where the product pictures staff upload live (issue 24, docs/decisions/053), part of the api's
 * configuration (api/config.ts): under DATA_DIR on this machine, or in an S3-compatible bucket that
 * every api instance behind every storefront reads the same files from.
 */
export const pictureSettings = {
  PICTURE_STORAGE: z
    .enum(['disk', 's3'], { error: 'допустимые значения: disk, s3' })
    .default('disk')
    .describe(
      'Where uploaded product pictures are kept: `disk` (files under `DATA_DIR/pictures/`, for one machine) or `s3` ' +
        '(an S3-compatible bucket, so several api instances serve the same files). They are served at `/api/pictures/…` either way.',
    ),
  S3_ENDPOINT: z
    .url({ error: 'S3_ENDPOINT должен быть адресом https://…' })
    .optional()
    .describe('The S3-compatible service, with `s3` (e.g. `https://storage.yandexcloud.net`). Unset: AWS by `S3_REGION`.'),
  S3_BUCKET: optionalText().describe('The bucket the pictures go in, required with `s3`.'),
  S3_REGION: z.string().trim().default('ru-central1').describe("The bucket's region, with `s3`."),
  S3_ACCESS_KEY_ID: optionalText().describe('The access key id, with `s3`.'),
  S3_SECRET_ACCESS_KEY: optionalText().describe('The secret access key, with `s3`.'),
  S3_FORCE_PATH_STYLE: z
    .enum(['on', 'off'], { error: 'допустимые значения: on, off' })
    .default('on')
    .describe('`on`: addresses the bucket as `endpoint/bucket/key` (MinIO, most S3-compatible services); `off`: `bucket.endpoint/key`.'),
};
