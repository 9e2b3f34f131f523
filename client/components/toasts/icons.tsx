import type { ToastIcon } from './store';
import { colors } from '../../ui/theme';

const COLORS: Record<ToastIcon, string> = {
  success: colors.sage,
  error: colors.error,
  info: colors.info,
  notice: colors.notice,
};

/** The four toast icons of spec §3, drawn inline so nothing is fetched at run time. */
export function ToastGlyph({ icon }: { icon: ToastIcon }) {
  const color = COLORS[icon];
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="11" fill={color} opacity="0.15" />
      <circle cx="12" cy="12" r="9" fill="none" stroke={color} strokeWidth="1.8" />
      {icon === 'success' && (
        <path d="M7.5 12.5l3 3 6-6.5" fill="none" stroke={color} strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
      )}
      {icon === 'error' && <path d="M9 9l6 6M15 9l-6 6" fill="none" stroke={color} strokeWidth="2" strokeLinecap="round" />}
      {icon === 'info' && (
        <>
          <path d="M12 11v5.5" stroke={color} strokeWidth="2" strokeLinecap="round" />
          <circle cx="12" cy="7.8" r="1.2" fill={color} />
        </>
      )}
      {icon === 'notice' && (
        <>
          <path d="M12 7v5.5" stroke={color} strokeWidth="2" strokeLinecap="round" />
          <circle cx="12" cy="16.2" r="1.2" fill={color} />
        </>
      )}
    </svg>
  );
}

export const iconColor = (icon: ToastIcon) => COLORS[icon];

/** A cross for close controls, shared with the modal. */
export function CloseGlyph({ size = 18 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
