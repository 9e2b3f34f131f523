import { fallbackFacesCss } from './font-fallback';
import { nunitoFile } from './font-file';
import { NUNITO_SUBSETS, NUNITO_WEIGHTS } from './font-ranges';

const nunitoFacesCss = NUNITO_WEIGHTS.flatMap((weight) =>
  NUNITO_SUBSETS.map(
    ([subset, range]) =>
      `@font-face{font-family:'Nunito';font-style:normal;font-weight:${weight};font-display:swap;` +
      `src:url('${nunitoFile(subset, weight)}') format('woff2');unicode-range:${range};}`,
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
