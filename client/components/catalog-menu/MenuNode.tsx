import { Link } from '../link/Link';
import styled from '@emotion/styled';
import { css } from '@emotion/react';
import type { Section } from '../../../shared/contract/section';
import { colors, radius, sectionColor } from '../../ui/theme';
import { Icon } from '../icon';

interface Props {
  section: Section;
  level: number;
  idPrefix: string;
  open: ReadonlySet<number>;
  /** The active section and its ancestors. */
  active: ReadonlySet<number>;
  /** The section whose page is open now. */
  currentId: number | undefined;
  onToggle: (id: number) => void;
  onNavigate: (() => void) | undefined;
}

/** One section of the category menu and, when expanded, its children. */
export function MenuNode(props: Props) {
  const { section, level, idPrefix, open, active, currentId, onToggle, onNavigate } = props;
  const isActive = active.has(section.ID);
  const color = sectionColor(section);
  const look = { level, active: isActive, color };

  if (section.ITEMS.length === 0) {
    return (
      <li>
        <ItemLink to={section.URL} onClick={onNavigate} aria-current={section.ID === currentId ? 'page' : undefined} {...look}>
          {section.NAME}
        </ItemLink>
      </li>
    );
  }

  const isOpen = open.has(section.ID);
  const listId = `${idPrefix}-section-${section.ID}`;
  return (
    <li>
      <ItemButton type="button" aria-expanded={isOpen} aria-controls={listId} onClick={() => onToggle(section.ID)} {...look}>
        <span>{section.NAME}</span>
        <Icon name="chevronDown" size={18} />
      </ItemButton>
      <Children id={listId} hidden={!isOpen}>
        {/* A section with children only expands on click, so its own page is reached from here. */}
        <li>
          <ItemLink
            to={section.URL}
            onClick={onNavigate}
            aria-current={section.ID === currentId ? 'page' : undefined}
            level={level + 1}
            active={section.ID === currentId}
            color={undefined}
          >
            Все товары раздела
          </ItemLink>
        </li>
        {section.ITEMS.map((child) => (
          <MenuNode key={child.ID} {...props} section={child} level={level + 1} />
        ))}
      </Children>
    </li>
  );
}

interface Look {
  level: number;
  active: boolean;
  color: string | undefined;
}

const itemLook = ({ level, active, color }: Look) => css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  width: 100%;
  min-height: 44px;
  padding: 8px 12px 8px ${12 + (level - 1) * 16}px;
  border: 0;
  border-radius: ${radius.sm};
  background: ${active ? colors.sageLight : 'transparent'};
  color: ${color ?? (active ? colors.sageDark : colors.graphite)};
  font-size: ${level === 1 ? 17 : 15}px;
  font-weight: ${active || level === 1 ? 700 : 600};
  text-align: left;
  text-decoration: none;
  cursor: pointer;
  &:hover {
    background: ${active ? colors.sageLight : colors.cream};
  }
  & > svg {
    flex: none;
    transition: transform 0.2s;
  }
  &[aria-expanded='true'] > svg {
    transform: rotate(180deg);
  }
`;

const noLookProps = { shouldForwardProp: (p: string) => !['level', 'active', 'color'].includes(p) };

const ItemLink = styled(Link, noLookProps)<Look>(itemLook);
const ItemButton = styled('button', noLookProps)<Look>(itemLook);

const Children = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;
