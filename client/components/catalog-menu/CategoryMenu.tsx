import { useId, useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { Link } from '../link/Link';
import styled from '@emotion/styled';
import type { Section } from '../../../shared/contract/section';
import { urls } from '../../../shared/routes';
import { useSectionTree } from '../../hooks/useSectionTree';
import { colors } from '../../ui/theme';
import { activeSectionPath } from '../../../shared/sections';
import { MenuNode } from './MenuNode';

interface Props {
  /** Called when a link is followed, so that the panel holding the menu closes (spec §2.4). */
  onNavigate?: () => void;
}

/** Ids to open for the active branch: the active section and its ancestors that have children. */
function branchToOpen(path: Section[]): number[] {
  return path.filter((s) => s.ITEMS.length > 0).map((s) => s.ID);
}

/**
 * The catalogue tree up to four levels (spec §2.4): a section with children expands or collapses,
 * a leaf navigates; the branch of the current page is highlighted and opened.
 */
export function CategoryMenu({ onNavigate }: Props) {
  const { data: tree, error } = useSectionTree();
  const { pathname } = useLocation();
  const idPrefix = useId();
  const activePath = useMemo(() => (tree ? activeSectionPath(tree, pathname) : []), [tree, pathname]);
  const activeIds = useMemo(() => new Set(activePath.map((s) => s.ID)), [activePath]);
  const activeKey = activePath.map((s) => s.ID).join('/');
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set(branchToOpen(activePath)));

  // A new page opens its branch too, without closing what the shopper opened. Adjusted while
  // rendering (keyed by the branch's ids, not activePath, which changes with every tree fetch).
  const [openedFor, setOpenedFor] = useState(activeKey);
  if (openedFor !== activeKey) {
    setOpenedFor(activeKey);
    if (activeKey) setOpen((prev) => new Set([...prev, ...branchToOpen(activePath)]));
  }

  if (!tree) {
    return (
      <Status role="status">
        {error ? (
          <>
            Не удалось загрузить каталог. <Link to={urls.catalog()}>Открыть магазин</Link>
          </>
        ) : (
          'Загружаем каталог…'
        )}
      </Status>
    );
  }

  const toggle = (id: number) =>
    setOpen((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <nav aria-label="Каталог">
      <Root>
        {tree.map((section) => (
          <MenuNode
            key={section.ID}
            section={section}
            level={1}
            idPrefix={idPrefix}
            open={open}
            active={activeIds}
            currentId={activePath.at(-1)?.ID}
            onToggle={toggle}
            onNavigate={onNavigate}
          />
        ))}
      </Root>
    </nav>
  );
}

const Root = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Status = styled.p`
  margin: 0;
  padding: 12px 0;
  color: ${colors.muted};
`;
