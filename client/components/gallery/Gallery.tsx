import { lazy, Suspense, useRef, useState } from 'react';
import { DialogLoading } from '../../ui/dialog/openDialogs';
import styled from '@emotion/styled';
import type { Picture } from '../../../shared/contract/catalog';
import { pictureLoading } from '../../lib/main-picture';
import { responsivePicture } from '../../lib/responsive-picture';
import { colors, mq, radius } from '../../ui/theme';

// The lightbox is code only a tap needs: it loads then.
const Lightbox = lazy(() => import('./Lightbox'));

/** Gallery pictures are square, like the generated product pictures. */
const SIZE = 800;

/**
 * The product's pictures: a main picture that swipes sideways on phones (CSS scroll-snap, no
 * script needed), thumbnails on desktops, and a tap or click that opens the lightbox.
 */
export function Gallery({ pictures, name }: { pictures: readonly Picture[]; name: string }) {
  const track = useRef<HTMLUListElement>(null);
  const [active, setActive] = useState(0);
  const [open, setOpen] = useState<number | null>(null);

  function onScroll() {
    const el = track.current;
    if (!el || el.clientWidth === 0) return;
    setActive(Math.round(el.scrollLeft / el.clientWidth));
  }

  function show(index: number) {
    const el = track.current;
    if (el) el.scrollTo({ left: index * el.clientWidth, behavior: 'smooth' });
    setActive(index);
  }

  return (
    <Box>
      <Track ref={track} onScroll={onScroll} aria-label={`Фотографии: ${name}`}>
        {pictures.map((p, i) => (
          <li key={p.SRC}>
            <button type="button" onClick={() => setOpen(i)} aria-label={`Открыть фото ${i + 1} из ${pictures.length}`}>
              {/* The first picture is the product page's largest paint: fetched first, not after the modules. */}
              <img
                src={p.SRC}
                {...responsivePicture(p.SRC, '(min-width: 1024px) 50vw, 100vw')}
                alt={p.ALT || name}
                width={SIZE}
                height={SIZE}
                {...pictureLoading(i === 0)}
              />
            </button>
          </li>
        ))}
      </Track>
      {pictures.length > 1 && (
        <>
          <Dots aria-hidden="true">
            {pictures.map((p, i) => (
              <span key={p.SRC} data-active={i === active || undefined} />
            ))}
          </Dots>
          <Thumbs aria-label="Миниатюры">
            {pictures.map((p, i) => (
              <li key={p.SRC}>
                <button type="button" onClick={() => show(i)} aria-label={`Фото ${i + 1}`} aria-current={i === active || undefined}>
                  <img src={p.SRC} {...responsivePicture(p.SRC, '96px')} alt="" width={96} height={96} loading="lazy" decoding="async" />
                </button>
              </li>
            ))}
          </Thumbs>
        </>
      )}
      {open !== null && (
        <Suspense fallback={<DialogLoading />}>
          <Lightbox pictures={pictures} start={open} name={name} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </Box>
  );
}

const Box = styled.div`
  min-width: 0;
  ${mq.desktop} {
    display: grid;
    grid-template-columns: 84px minmax(0, 1fr);
    gap: 16px;
    align-items: start;
  }
`;

const Track = styled.ul`
  display: flex;
  overflow-x: auto;
  overscroll-behavior-x: contain;
  scroll-snap-type: x mandatory;
  scrollbar-width: none;
  margin: 0 -16px;
  padding: 0;
  list-style: none;
  &::-webkit-scrollbar {
    display: none;
  }
  li {
    flex: 0 0 100%;
    scroll-snap-align: center;
  }
  button {
    display: block;
    width: 100%;
    padding: 0;
    border: 0;
    background: ${colors.cream};
    cursor: zoom-in;
  }
  img {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: 1 / 1;
    object-fit: cover;
  }
  ${mq.desktop} {
    grid-column: 2;
    grid-row: 1;
    margin: 0;
    border-radius: ${radius.xl};
  }
`;

const Dots = styled.div`
  display: flex;
  justify-content: center;
  gap: 6px;
  margin: 10px 0 0;
  span {
    width: 7px;
    height: 7px;
    border-radius: ${radius.round};
    background: ${colors.beige};
  }
  span[data-active] {
    background: ${colors.sageDark};
  }
  ${mq.desktop} {
    display: none;
  }
`;

const Thumbs = styled.ul`
  display: none;
  ${mq.desktop} {
    grid-column: 1;
    grid-row: 1;
    display: flex;
    flex-direction: column;
    gap: 10px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  button {
    display: block;
    padding: 0;
    border: 2px solid transparent;
    border-radius: ${radius.md};
    overflow: hidden;
    background: ${colors.cream};
    cursor: pointer;
  }
  button[aria-current='true'] {
    border-color: ${colors.sageDark};
  }
  img {
    display: block;
    width: 80px;
    height: 80px;
    object-fit: cover;
  }
`;
