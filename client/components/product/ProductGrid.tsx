import styled from '@emotion/styled';
import type { ListedCard as Card } from './listed-card';
import { belowFoldCss, mq } from '../../ui/theme';
import { ProductCard } from './ProductCard';

/** Cards in the first row of the widest grid load their pictures at once. */
const FIRST_ROW = 4;

interface Props {
  products: readonly Card[];
  /** 3 next to the filter panel, 4 across the full width. */
  desktopColumns?: 3 | 4;
  label?: string;
}

/** Product cards: 2 columns on phones, 3–4 on desktops. */
export function ProductGrid({ products, desktopColumns = 4, label }: Props) {
  return (
    <Grid data-columns={desktopColumns} aria-label={label}>
      {products.map((p, i) => (
        <li key={p.ID}>
          <ProductCard product={p} eager={i < FIRST_ROW} />
        </li>
      ))}
    </Grid>
  );
}

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 20px 12px;
  margin: 0 0 24px;
  padding: 0;
  list-style: none;
  & > li:nth-child(n + ${FIRST_ROW + 1}) {
    ${belowFoldCss(360)}
  }
  ${mq.desktop} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
    gap: 32px 20px;
    &[data-columns='3'] {
      grid-template-columns: repeat(3, minmax(0, 1fr));
    }
  }
`;
