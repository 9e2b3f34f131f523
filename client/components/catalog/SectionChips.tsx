import styled from '@emotion/styled';
import type { Section } from '../../../shared/contract/section';
import { ChipLink } from '../../ui/Chip';
import { Scroller } from '../../ui/Scroller';
import { mq, sectionColor, space } from '../../ui/theme';

/** A section's children as a row of chips above its products (scrolls sideways on phones). */
export function SectionChips({ sections }: { sections: readonly Section[] }) {
  if (sections.length === 0) return null;
  return (
    <Nav aria-label="Подразделы">
      <Scroller desktop="wrap">
        {sections.map((s) => (
          <li key={s.ID}>
            <ChipLink to={s.URL} style={{ color: sectionColor(s) }}>
              {s.NAME}
            </ChipLink>
          </li>
        ))}
      </Scroller>
    </Nav>
  );
}

const Nav = styled.nav`
  margin-bottom: ${space.lg};
  ${mq.desktop} {
    margin-bottom: 20px;
  }
`;
