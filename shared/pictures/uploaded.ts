/**
 * The pictures staff upload (issue 24, docs/decisions/053), by name: square, in each width of
 * PICTURE_WIDTHS, WebP and JPEG, `/api/pictures/{hash}-{width}.{webp|jpg}`, the hash the first 20
 * hex digits of the uploaded file's SHA-256. A product's picture row keeps the 800-wide JPEG's
 * address, which every part of the storefront shows as it shows a demo picture; `uploadedSrcSet`
 * gives the rest of the set to whoever renders it responsively.
 */

export const PICTURE_WIDTHS = [160, 320, 480, 800, 1200, 1600] as const;
export type PictureWidth = (typeof PICTURE_WIDTHS)[number];
export type PictureFormat = 'webp' | 'jpg';
export const PICTURE_FORMATS: readonly PictureFormat[] = ['webp', 'jpg'];
/** The width a picture row's `url` names. */
export const PICTURE_MAIN_WIDTH: PictureWidth = 800;
export const PICTURES_PATH = '/api/pictures/';

const NAME = /^([0-9a-f]{20})-(\d{3,4})\.(webp|jpg)$/;

export function uploadedFileName(hash: string, width: PictureWidth, format: PictureFormat): string {
  return `${hash}-${width}.${format}`;
}

/** Every file of one picture. */
export function uploadedFileNames(hash: string): string[] {
  return PICTURE_WIDTHS.flatMap((w) => PICTURE_FORMATS.map((f) => uploadedFileName(hash, w, f)));
}

export function uploadedPictureUrl(hash: string): string {
  return `${PICTURES_PATH}${uploadedFileName(hash, PICTURE_MAIN_WIDTH, 'jpg')}`;
}

/** A file's name as the storage keeps it, when it is one of ours; null otherwise. */
export function parseUploadedName(name: string): { hash: string; width: PictureWidth; format: PictureFormat } | null {
  const match = NAME.exec(name);
  if (!match) return null;
  const width = Number(match[2]) as PictureWidth;
  if (!PICTURE_WIDTHS.includes(width)) return null;
  return { hash: match[1]!, width, format: match[3] as PictureFormat };
}

/** The hash of an uploaded picture's address; null for a demo picture (an .svg of the build). */
export function uploadedHash(url: string): string | null {
  if (!url.startsWith(PICTURES_PATH)) return null;
  return parseUploadedName(url.slice(PICTURES_PATH.length))?.hash ?? null;
}

/** `srcset` of an uploaded picture in one format (every width); null for a demo picture. */
export function uploadedSrcSet(url: string, format: PictureFormat): string | null {
  const hash = uploadedHash(url);
  if (!hash) return null;
  return PICTURE_WIDTHS.map((w) => `${PICTURES_PATH}${uploadedFileName(hash, w, format)} ${w}w`).join(', ');
}
