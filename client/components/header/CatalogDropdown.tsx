import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import styled from '@emotion/styled';
import { colors, shadow } from '../../ui/theme';
import { CategoryMenu } from '../catalog-menu';
import { Icon } from '../icon';

/** Desktop «Каталог»: a panel under the header with the category menu (spec §2.4). */
export function CatalogDropdown() {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();

  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
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
      <Toggle
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls="catalog-panel"
        onClick={() => setOpen((o) => !o)}
      >
        <Icon name={open ? 'close' : 'grid'} size={20} />
        Каталог
      </Toggle>
      {open && (
        <Panel id="catalog-panel">
          <CategoryMenu onNavigate={() => setOpen(false)} />
        </Panel>
      )}
    </Wrap>
  );
}

const Wrap = styled.div`
  position: relative;
`;

const Toggle = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  height: 40px;
  padding: 0 16px;
  border: 0;
  border-radius: 20px;
  background: ${colors.sageDark};
  color: ${colors.white};
  font-weight: 700;
  cursor: pointer;
  &:hover,
  &[aria-expanded='true'] {
    background: ${colors.graphite};
  }
`;

const Panel = styled.div`
  position: absolute;
  top: calc(100% + 10px);
  left: 0;
  z-index: 30;
  width: 380px;
  max-height: calc(100vh - 140px);
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: 10px;
  border: 1px solid ${colors.border};
  border-radius: 16px;
  background: ${colors.white};
  box-shadow: ${shadow.panel};
`;
