import type { ImgHTMLAttributes } from 'react';

/**
 * The `elementtiming` name of the pictures that may be a page's largest paint (the product's first
 * picture, a listing's first row). The document's inline loader (client/module-loader.ts)
 * loads the modules only once one of them is on screen: Chromium reports that paint through the
 * Element Timing API; elsewhere the loader waits for them to decode (docs/decisions/034-lcp.md).
 */
export const MAIN_PICTURE = 'main-picture';

type PictureLoading = Pick<ImgHTMLAttributes<HTMLImageElement>, 'loading' | 'fetchPriority' | 'decoding'> & {
  elementtiming?: string;
};

/**
 * How a picture loads: a main one at once, first, and marked for the loader; any other when near
 * the screen. Both decode off the frame, as before (without `decoding="async"` on the main pictures,
 * 13 saved runs painted the picture in the first frame no more often than 26 with it: 034).
 */
export function pictureLoading(main: boolean): PictureLoading {
  return main
    ? { loading: 'eager', fetchPriority: 'high', decoding: 'async', elementtiming: MAIN_PICTURE }
    : { loading: 'lazy', decoding: 'async' };
}
