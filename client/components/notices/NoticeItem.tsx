import { useEffect, type RefObject } from 'react';
import { keyframes } from '@emotion/react';
import styled from '@emotion/styled';
import { sanitizeHtml } from '../../lib/sanitize';
import { Button, IconButton } from '../../ui/Button';
import { NOTICE_ROOM_PROPERTY } from '../../ui/dialog/noticeRoom';
import { colors, fonts, radius, shadow, space } from '../../ui/theme';
import { CloseGlyph, NoticeGlyph, iconColor } from './icons';
import { closeNotice, type Notice } from './store';

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

/** One notice: icon, optional title, sanitized HTML body, then its buttons or a close icon. */
export function NoticeItem({ notice }: { notice: Notice }) {
  const hasButtons = notice.buttons.length > 0;
  return (
    <Card accent={iconColor(notice.icon)} className={notice.className} data-notice={notice.icon}>
      <NoticeGlyph icon={notice.icon} />
      <div>
        {notice.title && <Title>{notice.title}</Title>}
        <Body dangerouslySetInnerHTML={{ __html: sanitizeHtml(notice.html) }} />
      </div>
      {hasButtons ? (
        <span />
      ) : (
        <Close size="small" aria-label="Закрыть уведомление" onClick={() => closeNotice(notice.id)}>
          <CloseGlyph />
        </Close>
      )}
      {hasButtons && (
        <Buttons>
          {notice.buttons.map((button, index) => (
            <Button
              key={index}
              size="small"
              onClick={() => {
                button.click?.();
                closeNotice(notice.id);
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
 * While a dialog is open (NoticeArea renders this then), tells it how much room the notices take
 * at the top, down to their bottom edge (ui/dialog/noticeRoom.ts). Here, with the card: no notice
 * shows before this code has come, so the area's first JavaScript need not carry it.
 */
export function NoticeRoom({ area }: { area: RefObject<HTMLDivElement | null> }) {
  useEffect(() => {
    const element = area.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement.style;
    const observer = new ResizeObserver(() => {
      const { height, bottom } = element.getBoundingClientRect();
      if (height > 0) root.setProperty(NOTICE_ROOM_PROPERTY, `${Math.ceil(bottom)}px`);
      else root.removeProperty(NOTICE_ROOM_PROPERTY);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.removeProperty(NOTICE_ROOM_PROPERTY);
    };
  }, [area]);
  return null;
}
