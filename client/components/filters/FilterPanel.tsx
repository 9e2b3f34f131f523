import { useRef, useState, type KeyboardEvent as ReactKeyboardEvent, type MouseEvent } from 'react';
import { useLocation } from 'react-router-dom';
import styled from '@emotion/styled';
import type { Facets } from '../../../shared/contract/catalog';
import type { ListingScope } from '../../routes/listing';
import { Badge } from '../../ui/layout';
import { useDialog } from '../../ui/dialog/Dialog';
import { colors, layers, mq, radius, shadow, space } from '../../ui/theme';
import { Icon } from '../icon';
import { FilterForm } from './FilterForm';
import { activeFilterCount, readFilter } from './query';

const PANEL_ID = 'filters';

/**
 * The filters: a column beside the products on desktops, a sheet from the bottom on phones. The
 * «Фильтры» button is a link to #filters, so without JavaScript the sheet opens by CSS :target;
 * with JavaScript it opens without touching the address and behaves as the shop's dialogs do
 * (useDialog: the page locked, focus inside, Escape closes, focus back on the button).
 */
export function FilterPanel({ scope, facets }: { scope: ListingScope; facets: Facets | undefined }) {
  const { search } = useLocation();
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLAnchorElement>(null);
  const chosen = activeFilterCount(readFilter(new URLSearchParams(search)));
  const panel = useDialog<HTMLDivElement>({
    open,
    onEscape: () => setOpen(false),
    // The button, even where a tap did not focus it (Safari does not focus links).
    restoreFocus: () => {
      toggle.current?.focus();
      return false;
    },
  });

  function openSheet(event: MouseEvent | ReactKeyboardEvent) {
    event.preventDefault();
    setOpen(true);
  }

  function closeSheet(event: MouseEvent) {
    event.preventDefault();
    setOpen(false);
  }

  return (
    <>
      <Toggle
        ref={toggle}
        href={`#${PANEL_ID}`}
        onClick={openSheet}
        onKeyDown={(e) => e.key === ' ' && openSheet(e)}
        role="button"
        aria-expanded={open}
        aria-controls={PANEL_ID}
      >
        <Icon name="filter" size={20} />
        Фильтры
        {chosen > 0 && (
          <>
            <Badge tone="sage" aria-hidden="true">
              {chosen}
            </Badge>
            <span className="visually-hidden">, выбрано: {chosen}</span>
          </>
        )}
      </Toggle>
      {open && <Backdrop aria-hidden="true" onClick={() => setOpen(false)} />}
      <Panel
        ref={panel}
        id={PANEL_ID}
        data-open={open || undefined}
        tabIndex={-1}
        role={open ? 'dialog' : undefined}
        aria-modal={open || undefined}
        aria-label="Фильтры"
      >
        <SheetHead>
          <h2>Фильтры</h2>
          <Close href="#" onClick={closeSheet} aria-label="Закрыть фильтры">
            <Icon name="close" />
          </Close>
        </SheetHead>
        <FilterForm key={search} scope={scope} facets={facets} onApplied={() => setOpen(false)} />
      </Panel>
    </>
  );
}

const Toggle = styled.a`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  min-height: 40px;
  padding: 0 16px;
  border: 1.5px solid ${colors.border};
  border-radius: ${radius.pill};
  background: ${colors.white};
  color: ${colors.graphite};
  font-weight: 800;
  text-decoration: none;
  /* A button's width, not the column's: the listing lays out as a grid. */
  ${mq.mobile} {
    justify-self: start;
  }
  ${mq.desktop} {
    display: none;
  }
`;

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${layers.dialog};
  background: ${colors.overlay};
  ${mq.desktop} {
    display: none;
  }
`;

const Panel = styled.div`
  ${mq.mobile} {
    display: none;
    &:target,
    &[data-open] {
      position: fixed;
      inset: auto 0 0;
      z-index: ${layers.dialog + 1};
      display: block;
      max-height: 88dvh;
      overflow-y: auto;
      overscroll-behavior: contain;
      padding: ${space.sm} ${space.lg} 0;
      border-radius: ${radius.xl} ${radius.xl} 0 0;
      background: ${colors.milk};
      box-shadow: ${shadow.panel};
    }
    /* Without JavaScript there is no backdrop element: a wide shadow dims the page instead. */
    &:target:not([data-open]) {
      box-shadow: 0 0 0 100vmax ${colors.overlay};
    }
    &:focus {
      outline: none;
    }
  }
  ${mq.desktop} {
    align-self: start;
  }
`;

const SheetHead = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  margin-bottom: 8px;
  h2 {
    margin: 0;
    font-size: 20px;
  }
  ${mq.desktop} {
    display: none;
  }
`;

const Close = styled.a`
  display: grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border-radius: ${radius.round};
  color: ${colors.graphite};
`;
