import type { ImgHTMLAttributes } from 'react';

/**
 * The `elementtiming` name of the pictures that may be a page's largest paint (the product's first
 * picture, a listing's first row). The document's inline loader (server/render/module-loader.ts)
 * loads the modules only once one of them is on screen: Chromium reports that paint through the
 * Element Timing API; elsewhere the loader waits for them to decode (docs/decisions/034-lcp.md).
 */
export const MAIN_PICTURE = 'main-picture';

type PictureLoading = Pick<ImgHTMLAttributes<HTMLImageElement>, 'loading' | 'fetchPriority' | 'decoding'> & {
  elementtiming?: string;
};

/**
 * How a picture loads. A main one: at once, first, marked for the loader, and decoded for the frame
 * it is ready for (with async decoding the first frame went without it, and the modules that came
 * next held its paint). Any other: when near the screen, decoded off the frame.
 */
export function pictureLoading(main: boolean): PictureLoading {
  return main ? { loading: 'eager', fetchPriority: 'high', elementtiming: MAIN_PICTURE } : { loading: 'lazy', decoding: 'async' };
}
