import { uploadedSrcSet } from '../../shared/pictures/uploaded';

/**
 * `srcSet` and `sizes` for a picture staff uploaded (WebP in every width, shared/pictures/uploaded.ts;
 * its `src` stays the 800-wide JPEG); nothing for a demo picture, an SVG that fits every width.
 */
export function responsivePicture(url: string, sizes: string): { srcSet?: string; sizes?: string } {
  const srcSet = uploadedSrcSet(url, 'webp');
  return srcSet ? { srcSet, sizes } : {};
}
