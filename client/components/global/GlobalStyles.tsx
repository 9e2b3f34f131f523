import { Global, css } from '@emotion/react';
import { colors, fonts, focusRing, layout, mq, radius, visuallyHiddenCss } from '../../ui/theme';
import { ICON_CLASS } from '../icon/Icon';
import { fallbackFaces } from './font-fallback';

// Unicode ranges of @fontsource/nunito: the browser downloads only the subsets a page uses.
const CYRILLIC = 'U+0301, U+0400-045F, U+0490-0491, U+04B0-04B1, U+2116';
const LATIN =
  'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD';
const WEIGHTS = [400, 600, 700, 800] as const;

const fontFaces = WEIGHTS.flatMap((weight) =>
  (
    [
      ['cyrillic', CYRILLIC],
      ['latin', LATIN],
    ] as const
  ).map(
    ([subset, range]) => css`
      @font-face {
        font-family: 'Nunito';
        font-style: normal;
        font-weight: ${weight};
        font-display: swap;
        src: url('/fonts/nunito-${subset}-${weight}-normal.woff2') format('woff2');
        unicode-range: ${range};
      }
    `,
  ),
);

const base = css`
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
  html {
    -webkit-text-size-adjust: 100%;
    scroll-behavior: smooth;
  }
  @media (prefers-reduced-motion: reduce) {
    html {
      scroll-behavior: auto;
    }
  }
  body {
    margin: 0;
    min-height: 100vh;
    background: ${colors.milk};
    color: ${colors.graphite};
    font-family: ${fonts.base};
    font-size: 16px;
    line-height: 1.5;
    -webkit-font-smoothing: antialiased;
    -webkit-tap-highlight-color: transparent;
  }
  h1,
  h2,
  h3 {
    line-height: 1.2;
    font-weight: 800;
    margin: 0 0 0.6em;
  }
  h1 {
    font-size: 26px;
    ${mq.desktop} {
      font-size: 34px;
    }
  }
  h2 {
    font-size: 21px;
    ${mq.desktop} {
      font-size: 24px;
    }
  }
  p {
    margin: 0 0 1em;
  }
  a {
    color: ${colors.sageDark};
    text-decoration-thickness: 1px;
    text-underline-offset: 3px;
  }
  button {
    font: inherit;
    color: inherit;
  }
  img,
  svg {
    max-width: 100%;
  }
  :focus-visible {
    ${focusRing}
    border-radius: ${radius.sm};
  }
  table {
    border-collapse: collapse;
  }
  .visually-hidden {
    ${visuallyHiddenCss}
  }
  /* Every <Icon>'s drawing style, once here rather than five attributes on each of the ~100 icons of
     a page; :where() keeps it as weak as those attributes were, so a component's own fill wins. */
  :where(svg.${ICON_CLASS}) {
    fill: none;
    stroke: currentColor;
    stroke-width: 1.8;
    stroke-linecap: round;
    stroke-linejoin: round;
  }
  :root {
    --header-height: ${layout.headerHeight};
  }
`;

/** @font-face rules for the self-hosted Nunito and its metric-matched fallback, and the base styles of the document. */
export function GlobalStyles() {
  return <Global styles={[...fontFaces, ...fallbackFaces, base]} />;
}
