import { useEffect, type RefObject } from 'react';
import { keyframes } from '@emotion/react';
import styled from '@emotion/styled';
import { sanitizeHtml } from '../../lib/sanitize';
import { Button, IconButton } from '../../ui/Button';
import { TOAST_ROOM_PROPERTY } from '../../ui/dialog/toastRoom';
import { colors, fonts, radius, shadow, space } from '../../ui/theme';
import { CloseGlyph, ToastGlyph, iconColor } from './icons';
import { closeToast, type Toast } from './store';

const slideIn = keyframes`
  from { opacity: 0; transform: translateY(8px); }
  to { opacity: 1; transform: none; }
`;

const Card = styled('div', { shouldForwardProp: (prop) => prop !== 'accent' })<{ accent: string }>`
  pointer-events: auto;
  display: grid;
  grid-template-columns: 24px 1fr auto;
  gap: 12px;
  align-items: start;
  padding: 14px 14px 14px 16px;
  background: ${colors.white};
  color: ${colors.graphite};
  font-family: ${fonts.base};
  font-size: 15px;
  line-height: 1.4;
  border-radius: ${radius.md};
  border-left: 4px solid ${(p) => p.accent};
  box-shadow: ${shadow.panel};
  animation: ${slideIn} 180ms ease-out;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const Title = styled.p`
  margin: 0 0 2px;
  font-weight: 700;
`;

/** Back-end HTML (sanitized): keep its paragraphs and links tidy inside a small card. */
const Body = styled.div`
  overflow-wrap: anywhere;
  & p {
    margin: 0 0 4px;
  }
  & p:last-child {
    margin-bottom: 0;
  }
  & a {
    color: ${colors.sageDark};
  }
`;

/** Pulled into the card's corner, so the icon's circle does not push the text down. */
const Close = styled(IconButton)`
  margin: -${space.sm} -${space.sm} 0 0;
`;

const Buttons = styled.div`
  grid-column: 2 / 4;
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  justify-content: flex-end;
`;

/** One toast: icon, optional title, sanitized HTML body, then its buttons or a close icon. */
export function ToastItem({ toast }: { toast: Toast }) {
  const hasButtons = toast.buttons.length > 0;
  return (
    <Card accent={iconColor(toast.icon)} className={toast.className} data-toast={toast.icon}>
      <ToastGlyph icon={toast.icon} />
      <div>
        {toast.title && <Title>{toast.title}</Title>}
        <Body dangerouslySetInnerHTML={{ __html: sanitizeHtml(toast.html) }} />
      </div>
      {hasButtons ? (
        <span />
      ) : (
        <Close size="small" aria-label="Закрыть уведомление" onClick={() => closeToast(toast.id)}>
          <CloseGlyph />
        </Close>
      )}
      {hasButtons && (
        <Buttons>
          {toast.buttons.map((button, index) => (
            <Button
              key={index}
              size="small"
              onClick={() => {
                button.click?.();
                closeToast(toast.id);
              }}
            >
              {button.text}
            </Button>
          ))}
        </Buttons>
      )}
    </Card>
  );
}

/**
 * While a dialog is open (ToastArea renders this then), tells it how much room the toasts take
 * at the top, down to their bottom edge (ui/dialog/toastRoom.ts). Here, with the card: no toast
 * shows before this code has come, so the area's first JavaScript need not carry it.
 */
export function ToastRoom({ area }: { area: RefObject<HTMLDivElement | null> }) {
  useEffect(() => {
    const element = area.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement.style;
    const observer = new ResizeObserver(() => {
      const { height, bottom } = element.getBoundingClientRect();
      if (height > 0) root.setProperty(TOAST_ROOM_PROPERTY, `${Math.ceil(bottom)}px`);
      else root.removeProperty(TOAST_ROOM_PROPERTY);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.removeProperty(TOAST_ROOM_PROPERTY);
    };
  }, [area]);
  return null;
}
