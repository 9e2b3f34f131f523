import { fonts } from '../../ui/theme';

/**
 * Arial's metrics moved onto Nunito's, per weight (`npx tsx scripts/font-fallback.ts` computed them
 * from the shipped files; docs/decisions/021-first-paint.md): Russian text in the fallback is as
 * wide as in Nunito and sits in the same line box, so when Nunito swaps in (`font-display: swap`)
 * lines break at the same words and nothing below them moves. Liberation Sans has Arial's metrics
 * (Linux, and the Chromium of the benchmarks); Android's Roboto is not matched: there the
 * fallback face fails and the stack goes on to the system font as before.
 */
const OVERRIDES = {
  400: { sizeAdjust: '101.22%', ascent: '99.88%', descent: '34.88%', lineGap: '0.00%' },
  600: { sizeAdjust: '96.22%', ascent: '105.08%', descent: '36.69%', lineGap: '0.00%' },
  700: { sizeAdjust: '98.30%', ascent: '102.85%', descent: '35.91%', lineGap: '0.00%' },
  800: { sizeAdjust: '100.53%', ascent: '100.57%', descent: '35.11%', lineGap: '0.00%' },
} as const;

const REGULAR = "local('Arial'), local('ArialMT'), local('Liberation Sans'), local('LiberationSans')";
const BOLD = "local('Arial Bold'), local('Arial-BoldMT'), local('Liberation Sans Bold'), local('LiberationSans-Bold')";

/** The fallback family's faces (`fonts.fallback`), every text's while Nunito's files load. */
export const fallbackFacesCss = Object.entries(OVERRIDES)
  .map(
    ([weight, o]) =>
      `@font-face{font-family:'${fonts.fallback}';font-style:normal;font-weight:${weight};` +
      `src:${Number(weight) >= 600 ? BOLD : REGULAR};size-adjust:${o.sizeAdjust};ascent-override:${o.ascent};` +
      `descent-override:${o.descent};line-gap-override:${o.lineGap};}`,
  )
  .join('');
