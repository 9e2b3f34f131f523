import { Global, css } from '@emotion/react';
import { colors, fonts, focusRing, layout, mq, radius, visuallyHiddenCss } from '../../ui/theme';
import { ICON_CLASS } from '../icon/Icon';

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

/**
 * The base styles of the document. The fonts' @font-face rules are not here but in a style element
 * of their own that the server writes (font-faces.ts): Emotion moves and re-inserts its style
 * elements while hydrating, and every move of an @font-face rule makes the browser lay the whole
 * page out again (docs/decisions/033-main-thread.md).
 */
export function GlobalStyles() {
  return <Global styles={base} />;
}
