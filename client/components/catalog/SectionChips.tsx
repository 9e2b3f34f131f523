import { Link } from 'react-router-dom';
import styled from '@emotion/styled';
import type { Section } from '../../../shared/contract/section';
import { colors, layout, mq, sectionColor } from '../../ui/theme';

/** A section's children as a row of chips above its products (scrolls sideways on phones). */
export function SectionChips({ sections }: { sections: readonly Section[] }) {
  if (sections.length === 0) return null;
  return (
    <Nav aria-label="Подразделы">
      <ul>
        {sections.map((s) => (
          <li key={s.ID}>
            <Link to={s.URL} style={{ color: sectionColor(s.CODE) }}>
              {s.NAME}
            </Link>
          </li>
        ))}
      </ul>
    </Nav>
  );
}

const Nav = styled.nav`
  margin: 0 -${layout.gutter} 16px;
  ul {
    display: flex;
    gap: 8px;
    margin: 0;
    padding: 0 ${layout.gutter} 4px;
    overflow-x: auto;
    scrollbar-width: none;
    list-style: none;
  }
  ul::-webkit-scrollbar {
    display: none;
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 40px;
    padding: 0 16px;
    border: 1.5px solid ${colors.border};
    border-radius: 20px;
    background: ${colors.white};
    color: ${colors.graphite};
    font-weight: 700;
    text-decoration: none;
    white-space: nowrap;
  }
  a:hover {
    border-color: ${colors.sageDark};
  }
  ${mq.desktop} {
    margin: 0 0 20px;
    ul {
      flex-wrap: wrap;
      padding: 0;
    }
  }
`;
