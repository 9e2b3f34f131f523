import { useRef, useState, type PointerEvent } from 'react';
import styled from '@emotion/styled';
import type { Picture } from '../../../shared/contract/catalog';
import { IconButton } from '../../ui/Button';
import { Dialog } from '../../ui/dialog/Dialog';
import { full } from '../../ui/dialog/placements/full';
import { space } from '../../ui/theme';
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
 * changes and Back leaves the page, not the lightbox). Arrows, swipes, Escape; the shop's Dialog
 * keeps the focus inside and the page still behind it.
 */
export default function Lightbox({ pictures, start, name, onClose }: Props) {
  const [index, setIndex] = useState(start);
  const closeButton = useRef<HTMLButtonElement>(null);
  const swipeFrom = useRef<number | null>(null);
  const count = pictures.length;
  const go = (step: number) => setIndex((i) => (i + step + count) % count);

  function onKey(event: KeyboardEvent) {
    if (event.key === 'ArrowLeft') go(-1);
    else if (event.key === 'ArrowRight') go(1);
  }

  function onPointerUp(event: PointerEvent) {
    if (swipeFrom.current === null) return;
    const dx = event.clientX - swipeFrom.current;
    swipeFrom.current = null;
    if (Math.abs(dx) >= SWIPE_PX) go(dx < 0 ? 1 : -1);
  }

  const picture = pictures[index];
  if (!picture) return null;
  return (
    <Dialog placement={full} label={`Фотографии: ${name}`} onEscape={onClose} onKey={onKey} initialFocus={closeButton} portal>
      <Top>
        <span aria-live="polite">
          {index + 1} из {count}
        </span>
        <IconButton ref={closeButton} tone="dark" size="large" onClick={onClose} aria-label="Закрыть">
          <Icon name="close" />
        </IconButton>
      </Top>
      {/* Swipes and a tap beside the picture; the buttons and keys do the same for everyone. */}
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
          <Arrow tone="dark" size="large" data-side="left" onClick={() => go(-1)} aria-label="Предыдущее фото">
            <Icon name="chevronLeft" size={28} />
          </Arrow>
          <Arrow tone="dark" size="large" data-side="right" onClick={() => go(1)} aria-label="Следующее фото">
            <Icon name="chevronRight" size={28} />
          </Arrow>
        </>
      )}
    </Dialog>
  );
}

const Top = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  padding: ${space.sm} ${space.sm} ${space.sm} 20px;
  font-weight: 700;
`;

const Stage = styled.div`
  flex: 1;
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 0;
  padding: 0 0 calc(${space.lg} + env(safe-area-inset-bottom, 0px));
  touch-action: pan-y;
  -webkit-user-select: none;
  user-select: none;
  img {
    max-width: 100%;
    max-height: 100%;
    width: auto;
    height: auto;
    object-fit: contain;
  }
`;

const Arrow = styled(IconButton)`
  position: absolute;
  top: 50%;
  transform: translateY(-50%);
  &[data-side='left'] {
    left: ${space.md};
  }
  &[data-side='right'] {
    right: ${space.md};
  }
`;
