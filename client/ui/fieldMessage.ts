import { colors, layout, space } from './theme';

/** What is wrong with a field, under it (Field, Checkbox, a group of choice cards): one look. */
export const fieldMessageCss = `
  margin: 0;
  color: ${colors.danger};
  font-size: 14px;
  font-weight: 700;
`;

/**
 * A field's block (label, control, message) brought into view after a refusal stops below the
 * sticky header (lib/fieldErrors.ts revealFirstError).
 */
export const fieldScrollMarginCss = `scroll-margin-top: calc(${layout.headerHeight} + ${space.lg});`;
