import type { NUNITO_SUBSETS } from './font-ranges';

/**
 * Where Nunito's face of `subset` at `weight` is served: what the @font-face rules, the preload and
 * scripts/subset-fonts.ts name. A module of its own so the page's head takes this and not the ranges.
 */
export const nunitoFile = (subset: (typeof NUNITO_SUBSETS)[number][0], weight: number) => `/fonts/nunito-${subset}-${weight}-normal.woff2`;
