import type { ReactNode } from 'react';

/** Text for screen readers only: «Старая цена: », «, выбрано: 2». */
export function VisuallyHidden({ children, id, role }: { children: ReactNode; id?: string; role?: 'status' }) {
  return (
    <span className="visually-hidden" id={id} role={role}>
      {children}
    </span>
  );
}
