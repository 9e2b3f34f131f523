/**
 * The shop's look: a calm organic palette (milk, cream, warm beige, soft sage) with graphite text.
 * Plain constants instead of an Emotion ThemeProvider: nothing switches themes, and imports keep
 * every use greppable.
 */
export const colors = {
  milk: '#fbf8f3',
  cream: '#f4eee4',
  beige: '#e8dcc8',
  beigeDark: '#c9b79c',
  sage: '#8aa886',
  /** Sage dark enough for text and buttons on milk (contrast above 4.5:1). */
  sageDark: '#4f6e4c',
  sageLight: '#e3ece0',
  graphite: '#2f2e2b',
  muted: '#6b675f',
  border: '#e6ded1',
  white: '#ffffff',
  /** Spec §2.4: the outlet section is red, leto_2025 green. */
  outlet: '#d64545',
  summer: '#2f8f46',
  danger: '#c23b3b',
  /** Waiting (an unpaid order): a warm amber background and the text on it. */
  waitLight: '#fbe9d0',
  waitDark: '#8a4b00',
  /** The background of a warning written in `danger`. */
  dangerLight: '#fbe4e1',
} as const;

export const fonts = {
  base: "'Nunito', system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif",
} as const;

/** Spec §9: mobile means a screen narrower than 808 px. */
export const MOBILE_MAX = 807.98;
export const DESKTOP_MIN = 808;

export const mq = {
  mobile: `@media (max-width: ${MOBILE_MAX}px)`,
  desktop: `@media (min-width: ${DESKTOP_MIN}px)`,
} as const;

export const layout = {
  maxWidth: '1200px',
  gutter: '16px',
  headerHeight: '60px',
  bottomNavHeight: '60px',
  radius: '14px',
  radiusSmall: '8px',
} as const;

export const shadow = {
  panel: '0 12px 32px rgba(47, 46, 43, 0.12)',
  soft: '0 2px 10px rgba(47, 46, 43, 0.06)',
} as const;

/** Colour of a section name in the menu, or undefined for the default (spec §2.4). */
export function sectionColor(code: string): string | undefined {
  if (code === 'outlet') return colors.outlet;
  if (code === 'leto_2025') return colors.summer;
  return undefined;
}
