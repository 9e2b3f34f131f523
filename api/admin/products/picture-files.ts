import { createHash } from 'node:crypto';
import pLimit from 'p-limit';
import sharp, { type Metadata, type OutputInfo } from 'sharp';
import { PICTURE_FIELD, PICTURE_MAX_PIXELS, PICTURE_MESSAGES, PICTURE_MIN_SIDE } from '../../../shared/contract/admin/pictures';
import {
  PICTURE_WIDTHS,
  uploadedFileName,
  uploadedFileNames,
  uploadedHash,
  type PictureFormat,
  type PictureWidth,
} from '../../../shared/pictures/uploaded';
import { fieldRefusal } from '../../http/errors';
import type { PictureStorage } from '../../providers/pictures';

/**
 * An uploaded picture made into the files the storefront shows (docs/decisions/053): checked by its
 * content (sharp reads its header: the name and the browser's type say nothing), cut square about
 * its centre, then each width in WebP and JPEG. sharp works in libuv's thread pool,
 * off the event loop; the widths are made two at a time so that a 10 MB photo leaves threads for the
 * requests' own file and crypto work (`npm run bench:admin -- --pictures` measures both).
 */

/** What sharp decodes: the formats a phone or a camera gives, and the web's. */
const TAKEN = new Set(['jpeg', 'png', 'webp', 'avif', 'heif']);
const CONTENT_TYPE: Record<PictureFormat, string> = { webp: 'image/webp', jpg: 'image/jpeg' };
const LARGEST = PICTURE_WIDTHS[PICTURE_WIDTHS.length - 1]!;
/** Widths at once per upload. */
const AT_ONCE = 2;

const refuse = (code: string, message: string) => fieldRefusal(code, 400, message, PICTURE_FIELD);

/** Checks the file is a picture within the limits, by its content; throws the Russian refusal otherwise. */
export async function checkPicture(file: Buffer): Promise<{ width: number; height: number }> {
  let meta: Metadata;
  try {
    meta = await sharp(file, { limitInputPixels: false }).metadata();
  } catch {
    throw refuse('not_picture', PICTURE_MESSAGES.notPicture);
  }
  if (!meta.format || !TAKEN.has(meta.format) || !meta.width || !meta.height) throw refuse('not_picture', PICTURE_MESSAGES.notPicture);
  if (meta.width * meta.height > PICTURE_MAX_PIXELS) throw refuse('too_many_pixels', PICTURE_MESSAGES.tooManyPixels);
  // EXIF orientation 5–8 swaps the sides; the shorter one is the same either way.
  if (Math.min(meta.width, meta.height) < PICTURE_MIN_SIDE) throw refuse('too_small', PICTURE_MESSAGES.tooSmall);
  return { width: meta.width, height: meta.height };
}

export interface MadePicture {
  hash: string;
  files: Array<{ name: string; body: Buffer; contentType: string }>;
}

/** Every file of the picture, in memory (nothing kept yet). */
export async function makePictureFiles(file: Buffer): Promise<MadePicture> {
  await checkPicture(file);
  const hash = createHash('sha256').update(file).digest('hex').slice(0, 20);
  let square: { data: Buffer; info: OutputInfo };
  try {
    // Decoded once, turned upright by its EXIF, cut square at the largest width; the rest from that.
    square = await sharp(file, { limitInputPixels: PICTURE_MAX_PIXELS, failOn: 'error' })
      .rotate()
      .resize(LARGEST, LARGEST, { fit: 'cover', position: 'centre' })
      .flatten({ background: '#ffffff' })
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw refuse('not_picture', PICTURE_MESSAGES.notPicture);
  }
  const raw = { raw: { width: square.info.width, height: square.info.height, channels: square.info.channels } } as const;
  const one = async (width: PictureWidth, format: PictureFormat) => {
    const resized = sharp(square.data, raw).resize(width, width);
    const body = await (format === 'webp' ? resized.webp({ quality: 80 }) : resized.jpeg({ quality: 82, progressive: true })).toBuffer();
    return { name: uploadedFileName(hash, width, format), body, contentType: CONTENT_TYPE[format] };
  };
  const limit = pLimit(AT_ONCE);
  const files = await Promise.all(PICTURE_WIDTHS.flatMap((w) => (['webp', 'jpg'] as const).map((f) => limit(() => one(w, f)))));
  return { hash, files };
}

/** Keeps every file; on a failure removes the ones kept, so nothing is left half made. */
export async function storePictureFiles(storage: PictureStorage, made: MadePicture): Promise<void> {
  try {
    await Promise.all(made.files.map((f) => storage.put(f.name, f.body, f.contentType)));
  } catch (error) {
    await storage.remove(made.files.map((f) => f.name)).catch(() => undefined);
    throw error;
  }
}

/** Deletes the files of pictures no product shows any more (addresses of picture rows). */
export async function removePictureFiles(storage: PictureStorage, urls: readonly string[]): Promise<void> {
  const names = urls.flatMap((url) => {
    const hash = uploadedHash(url);
    return hash ? uploadedFileNames(hash) : [];
  });
  if (names.length > 0) await storage.remove(names);
}
