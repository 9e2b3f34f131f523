import { fallbackFacesCss } from './font-fallback';

// Unicode ranges of @fontsource/nunito: the browser downloads only the subsets a page uses.
const CYRILLIC = 'U+0301, U+0400-045F, U+0490-0491, U+04B0-04B1, U+2116';
const LATIN =
  'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD';
const WEIGHTS = [400, 600, 700, 800] as const;

const nunitoFacesCss = WEIGHTS.flatMap((weight) =>
  (
    [
      ['cyrillic', CYRILLIC],
      ['latin', LATIN],
    ] as const
  ).map(
    ([subset, range]) =>
      `@font-face{font-family:'Nunito';font-style:normal;font-weight:${weight};font-display:swap;` +
      `src:url('/fonts/nunito-${subset}-${weight}-normal.woff2') format('woff2');unicode-range:${range};}`,
  ),
).join('');

/**
 * The self-hosted Nunito and its metric-matched fallback, as plain CSS: the server writes it once
 * into the document's <head> in a style element that nothing on the client moves or replaces, so
 * the faces are defined once per page load (an @font-face rule that is moved or inserted again
 * makes Chromium drop the faces it resolved and lay the whole page out again: 2 layouts of the
 * home page, 180–270 ms at 4× CPU, and all eight files fetched a second time after hydration).
 */
export const FONT_FACES_CSS = nunitoFacesCss + fallbackFacesCss;
