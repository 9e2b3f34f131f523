import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { createPortal } from 'react-dom';
import styled from '@emotion/styled';
import type { Picture } from '../../../shared/contract/catalog';
import { trapTab } from '../../lib/focus';
import { layers } from '../../lib/theme';
import { lockScroll, unlockScroll } from '../../lib/scrollLock';
import { Icon } from '../icon';

/** A swipe shorter than this is a tap. */
const SWIPE_PX = 40;

interface Props {
  pictures: readonly Picture[];
  start: number;
  name: string;
  onClose: () => void;
}

/**
 * Full-screen pictures (spec §9: an image lightbox with URL hash handling off, so the address never
 * changes and Back leaves the page, not the lightbox). Arrows, swipes, Escape; focus stays inside
 * and the page does not scroll behind it.
 */
export default function Lightbox({ pictures, start, name, onClose }: Props) {
  const [index, setIndex] = useState(start);
  const dialog = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const swipeFrom = useRef<number | null>(null);
  const count = pictures.length;
  const go = (step: number) => setIndex((i) => (i + step + count) % count);

  useEffect(() => {
    lockScroll();
    const returnTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    closeButton.current?.focus();
    return () => {
      unlockScroll();
      if (returnTo?.isConnected) returnTo.focus();
    };
  }, []);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
      else if (event.key === 'ArrowLeft') go(-1);
      else if (event.key === 'ArrowRight') go(1);
      else if (dialog.current) trapTab(event, dialog.current);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  });

  function onPointerUp(event: PointerEvent) {
    if (swipeFrom.current === null) return;
    const dx = event.clientX - swipeFrom.current;
    swipeFrom.current = null;
    if (Math.abs(dx) >= SWIPE_PX) go(dx < 0 ? 1 : -1);
  }

  const picture = pictures[index];
  if (!picture) return null;
  return createPortal(
    <Overlay ref={dialog} role="dialog" aria-modal="true" aria-label={`Фотографии: ${name}`} tabIndex={-1}>
      <Top>
        <span aria-live="polite">
          {index + 1} из {count}
        </span>
        <Round ref={closeButton} type="button" onClick={onClose} aria-label="Закрыть">
          <Icon name="close" />
        </Round>
      </Top>
      <Stage
        onPointerDown={(e) => (swipeFrom.current = e.clientX)}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (swipeFrom.current = null)}
        onClick={(e) => {
          if (e.target === e.currentTarget) onClose();
        }}
      >
        <img src={picture.SRC} alt={picture.ALT || name} width={800} height={800} draggable={false} />
      </Stage>
      {count > 1 && (
        <>
          <Arrow type="button" data-side="left" onClick={() => go(-1)} aria-label="Предыдущее фото">
            <Icon name="chevronLeft" size={28} />
          </Arrow>
          <Arrow type="button" data-side="right" onClick={() => go(1)} aria-label="Следующее фото">
            <Icon name="chevronRight" size={28} />
          </Arrow>
        </>
      )}
    </Overlay>,
    document.body,
  );
}

const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${layers.modal};
  display: flex;
  flex-direction: column;
  background: rgba(24, 23, 21, 0.94);
  color: #fff;
  &:focus {
    outline: none;
  }
`;

const Top = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  padding: 8px 8px 8px 20px;
  font-weight: 700;
`;

const Stage = styled.div`
  flex: 1;
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 0;
  padding: 0 0 calc(16px + env(safe-area-inset-bottom, 0px));
  touch-action: pan-y;
  user-select: none;
  img {
    max-width: 100%;
    max-height: 100%;
    width: auto;
    height: auto;
    object-fit: contain;
  }
`;

const Round = styled.button`
  display: grid;
  place-items: center;
  width: 48px;
  height: 48px;
  border: 0;
  border-radius: 50%;
  background: rgba(255, 255, 255, 0.14);
  color: #fff;
  cursor: pointer;
  &:hover {
    background: rgba(255, 255, 255, 0.26);
  }
  &:focus-visible {
    outline: 2px solid #fff;
    outline-offset: 2px;
  }
`;

const Arrow = styled(Round)`
  position: absolute;
  top: 50%;
  transform: translateY(-50%);
  &[data-side='left'] {
    left: 12px;
  }
  &[data-side='right'] {
    right: 12px;
  }
`;
