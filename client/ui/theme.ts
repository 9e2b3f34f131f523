/**
 * The shop's one theme: a calm organic palette (milk, cream, warm beige, soft sage) with graphite
 * text, and the named sizes every screen takes its corners, gaps and layers from. Plain constants
 * instead of an Emotion ThemeProvider: nothing switches themes, and imports keep every use greppable.
 *
 * Contrast (WCAG AA, Lighthouse's color-contrast; theme.test.ts checks it): every text colour is
 * 4.5:1 or more on every light surface here, the darkest being beige, so no screen has to know
 * which pairs are safe; white text is 4.5:1 on every fill that carries it. Issue 21 darkened the
 * text colours that fell short (same hues, only as dark as needed, decision 040).
 */
import type { SectionStyle } from '../../shared/contract/catalog-constants';
export const colors = {
  milk: '#fbf8f3',
  cream: '#f4eee4',
  beige: '#e8dcc8',
  /** Lines: field and card borders, separators. Not for text (`decor` is the tan that text may be). */
  beigeDark: '#c9b79c',
  /** Large decorative figures (the 404): the tan of beigeDark, dark enough for large text (3:1). */
  decor: '#a18458',
  sage: '#8aa886',
  /** Sage dark enough for text and buttons on every surface (4.5:1 on beige). */
  sageDark: '#4b6848',
  /** Hover of sage-dark buttons on a dark layer (toasts, posters). */
  sageDeep: '#3f5a3d',
  sageLight: '#e3ece0',
  graphite: '#2f2e2b',
  muted: '#646059',
  /**
   * Sold-out sizes and disabled choices: the grey of `muted`, since no lighter grey stays 4.5:1 on
   * every surface (Lighthouse failed the old #a8a39a at 2.4:1, and #6f6a62 at 4.4 on sage); the
   * strike-through or their own style tells them apart.
   */
  faint: '#646059',
  border: '#e6ded1',
  white: '#ffffff',
  /** Two more tints that section tiles take turns with (after cream and sage light). */
  blush: '#f3e6dc',
  lilac: '#ece8f1',
  /** Spec §2.4: the outlet section is red, leto_2025 green: as text on any surface, like the rest. */
  outlet: '#b03535',
  summer: '#256f36',
  danger: '#b03535',
  /** The background of a warning written in `danger`. */
  dangerLight: '#fbe4e1',
  /** Waiting (an unpaid order): a warm amber background and the text on it. */
  waitLight: '#fbe9d0',
  waitDark: '#8a4b00',
  /** Accents of the toast icons (spec §3). */
  error: '#c8553d',
  info: '#5b7fa6',
  notice: '#c79a3b',
  star: '#d9a441',
  /** What dims the page behind a dialog. */
  overlay: 'rgba(47, 46, 43, 0.45)',
} as const;

// Arial with Nunito's metrics while Nunito loads (components/global/font-fallback.ts).
const NUNITO_FALLBACK = 'Nunito Fallback';

export const fonts = {
  base: `'Nunito', '${NUNITO_FALLBACK}', system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif`,
  fallback: NUNITO_FALLBACK,
} as const;

/** Spec §9: mobile means a screen narrower than 808 px. */
export const breakpoints = { mobileMax: 807.98, desktopMin: 808 } as const;

export const mq = {
  mobile: `@media (max-width: ${breakpoints.mobileMax}px)`,
  desktop: `@media (min-width: ${breakpoints.desktopMin}px)`,
} as const;

/**
 * Corners, by what they round: `sm` tags and thumbnails, `md` fields and choice cards, `lg` cards
 * and product pictures, `xl` page panels and sheets; `pill` for buttons and chips of any height.
 */
export const radius = {
  sm: '8px',
  md: '12px',
  lg: '16px',
  xl: '20px',
  pill: '999px',
  round: '50%',
} as const;

/** The spacing scale: gaps and paddings come from here, not from loose numbers. */
export const space = {
  xxs: '2px',
  xs: '4px',
  sm: '8px',
  md: '12px',
  lg: '16px',
  xl: '24px',
  xxl: '32px',
} as const;

export const layout = {
  maxWidth: '1200px',
  gutter: space.lg,
  headerHeight: '60px',
  bottomNavHeight: '60px',
} as const;

export const shadow = {
  panel: '0 12px 32px rgba(47, 46, 43, 0.12)',
  soft: '0 2px 10px rgba(47, 46, 43, 0.06)',
} as const;

/** Stacking order, low to high: toasts sit above a dialog, so its errors stay readable. */
export const layers = {
  scrollTop: 15,
  header: 20,
  dropdown: 30,
  dialog: 1000,
  toasts: 1100,
} as const;

/** Floating layers sit above the mobile bottom navigation and its safe area. */
export const aboveBottomNav = `calc(${layout.bottomNavHeight} + env(safe-area-inset-bottom, 0px))`;

/** The focus ring of every control: visible on any of our backgrounds. */
export const focusRing = `
  outline: 2px solid ${colors.sageDark};
  outline-offset: 2px;
`;

/**
 * Hidden from the eye, read by screen readers. GlobalStyles gives these rules to the class
 * `visually-hidden`, which is how screens use them: a class costs no component and no chunk.
 */
export const visuallyHiddenCss = `
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;

/**
 * A control hidden from the eye but kept in place, focusable and clickable, so that the label
 * drawn after it (a card, a chip) shows its state: `input:checked + *`.
 */
export const hiddenControlCss = `
  position: absolute;
  width: 1px;
  height: 1px;
  margin: 0;
  opacity: 0;
`;

/**
 * A block that is mostly below the first screen (product rows, reviews, the footer): the browser
 * skips its style, layout and paint until it scrolls near, main-thread time a cheap phone spends
 * while the page loads (decision 021). `height` only holds its place until it is first drawn;
 * `auto` keeps the real height from then on.
 */
export const belowFoldCss = (height: number) => `
  content-visibility: auto;
  contain-intrinsic-block-size: auto ${height}px;
`;

/** A round disc of `size` px with its icon or sign in the middle: avatars of icons, the paid tick. */
export const discCss = (size: number) => `
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${size}px;
  height: ${size}px;
  border-radius: ${radius.round};
`;

/** What is wrong with a field, under it (Field, Checkbox, a group of choice cards): one look. */
export const fieldMessageCss = `
  margin: 0;
  color: ${colors.danger};
  font-size: 14px;
  font-weight: 700;
`;

/**
 * A field's block (label, control, message) brought into view after a refusal stops below the
 * sticky header (lib/revealField.ts).
 */
export const fieldScrollMarginCss = `scroll-margin-top: calc(${layout.headerHeight} + ${space.lg});`;

/** Colour of a section name in the menu, or undefined for the default (spec §2.4). */
export function sectionColor(section: { STYLE?: SectionStyle }): string | undefined {
  if (section.STYLE === 'outlet') return colors.outlet;
  if (section.STYLE === 'capsule') return colors.summer;
  return undefined;
}
