/**
 * Where Nunito's face of `subset` at `weight` is served: what the @font-face rules, the preload and
 * scripts/subset-fonts.ts name. A module of its own so the page's head takes this and not the ranges.
 */
export const nunitoFile = (subset: string, weight: number) => `/fonts/nunito-${subset}-${weight}-normal.woff2`;
