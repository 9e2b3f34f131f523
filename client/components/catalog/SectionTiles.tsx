import { Link } from '../link/Link';
import styled from '@emotion/styled';
import type { Section } from '../../../shared/contract/section';
import { withPluralRu } from '../../../shared/format';
import { colors, mq, radius, sectionColor } from '../../ui/theme';
import { Icon } from '../icon';

// Soft backgrounds that take turns, so a grid of tiles does not look like a table.
const TINTS = [colors.cream, colors.sageLight, colors.blush, colors.lilac];

/** Sections as tiles linking to their pages (home, catalogue, a section's children). */
export function SectionTiles({ sections }: { sections: readonly Section[] }) {
  return (
    <Grid>
      {sections.map((s, i) => (
        <li key={s.ID}>
          <Tile to={s.URL} style={{ background: TINTS[i % TINTS.length] }}>
            <Name style={{ color: sectionColor(s) }}>{s.NAME}</Name>
            <Meta>
              {s.ITEMS.length > 0 ? withPluralRu(s.ITEMS.length, ['раздел', 'раздела', 'разделов']) : 'Смотреть'}
              <Icon name="chevronRight" size={18} />
            </Meta>
          </Tile>
        </li>
      ))}
    </Grid>
  );
}

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, 1fr);
  gap: 10px;
  list-style: none;
  margin: 0 0 24px;
  padding: 0;
  ${mq.desktop} {
    grid-template-columns: repeat(4, 1fr);
    gap: 16px;
  }
`;

const Tile = styled(Link)`
  display: flex;
  flex-direction: column;
  justify-content: space-between;
  gap: 12px;
  height: 100%;
  min-height: 104px;
  padding: 16px;
  border-radius: ${radius.lg};
  color: ${colors.graphite};
  text-decoration: none;
  transition: transform 0.15s;
  &:hover {
    transform: translateY(-2px);
  }
  ${mq.desktop} {
    min-height: 140px;
    padding: 20px;
  }
`;

const Name = styled.span`
  font-size: 17px;
  font-weight: 800;
  line-height: 1.25;
  ${mq.desktop} {
    font-size: 20px;
  }
`;

const Meta = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 2px;
  color: ${colors.muted};
  font-size: 14px;
  font-weight: 600;
`;
