/**
 * The basket contract's plain constants, apart from its zod schemas (basket.ts re-exports them):
 * the browser imports these without pulling zod into its bundles.
 */

/** Most characters of a gift card message. */
export const CARD_MESSAGE_MAX = 300;
