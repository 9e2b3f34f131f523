import { Suspense, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import styled from '@emotion/styled';
import { Button } from '../../ui/Button';
import { colors, layers, radius, shadow } from '../../ui/theme';
import { CategoryMenu, preloadCategoryMenu } from '../catalog-menu';
import { Icon } from '../icon';

/** Desktop «Каталог»: a panel under the header with the category menu (spec §2.4). */
export function CatalogDropdown() {
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  // Open on the page it was opened on: a navigation closes it without an effect.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const setOpen = (next: boolean) => setOpenOn(next ? pathname : null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpenOn(null);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpenOn(null);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <Wrap ref={root}>
      <Button
        ref={button}
        size="small"
        aria-expanded={open}
        aria-controls="catalog-panel"
        onClick={() => setOpen(!open)}
        onPointerEnter={preloadCategoryMenu}
        onFocus={preloadCategoryMenu}
      >
        <Icon name={open ? 'close' : 'grid'} size={20} />
        Каталог
      </Button>
      {open && (
        <Panel id="catalog-panel">
          <Suspense fallback={<Loading role="status">Загружаем каталог…</Loading>}>
            <CategoryMenu onNavigate={() => setOpen(false)} />
          </Suspense>
        </Panel>
      )}
    </Wrap>
  );
}

const Wrap = styled.div`
  position: relative;
`;

const Panel = styled.div`
  position: absolute;
  top: calc(100% + 10px);
  left: 0;
  z-index: ${layers.dropdown};
  width: 380px;
  max-height: calc(100vh - 140px);
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: 10px;
  border: 1px solid ${colors.border};
  border-radius: ${radius.lg};
  background: ${colors.white};
  box-shadow: ${shadow.panel};
`;

const Loading = styled.p`
  margin: 0;
  padding: 12px;
  color: ${colors.muted};
`;
