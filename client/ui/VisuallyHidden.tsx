import type { ReactNode } from 'react';

/** Hidden from the eye, read by screen readers; GlobalStyles gives the class these rules. */
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

/** Text for screen readers only: «Старая цена: », «, выбрано: 2». */
export function VisuallyHidden({ children, id, role }: { children: ReactNode; id?: string; role?: 'status' }) {
  return (
    <span className="visually-hidden" id={id} role={role}>
      {children}
    </span>
  );
}
