import { colors, fonts, layout, mq, shadow as shopShadow } from '../theme';

/**
 * Tokens of the floating layers (notices, modal, poster), taken from the shop's theme
 * (client/theme.ts) so there is one palette; only what those layers add is defined here.
 */
export const palette = {
  cream: colors.milk,
  paper: colors.white,
  graphite: colors.graphite,
  muted: colors.muted,
  line: colors.border,
  sage: colors.sage,
  sageDark: colors.sageDark,
  /** Hover of sage-dark buttons. */
  sageDeep: '#3f5a3d',
  error: '#c8553d',
  info: '#5b7fa6',
  notice: '#c79a3b',
  overlay: 'rgba(47, 46, 43, 0.45)',
} as const;

export const fontFamily = fonts.base;
export const radius = '12px';
export const shadow = shopShadow.panel;

/** Spec §9: a screen narrower than 808 px is mobile. */
export const desktop = mq.desktop;

/** Floating layers sit above the mobile bottom navigation and its safe area. */
export const aboveBottomNav = `calc(${layout.bottomNavHeight} + env(safe-area-inset-bottom, 0px))`;

/** Above the header (20), catalogue dropdown (30) and mobile menu (50); notices above a modal. */
export const layers = { modal: 1000, notices: 1100 } as const;
