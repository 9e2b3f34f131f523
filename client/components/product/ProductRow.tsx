import styled from '@emotion/styled';
import type { ProductCard as Card } from '../../../shared/contract/catalog';
import { layout, mq } from '../../ui/theme';
import { ProductCard } from './ProductCard';

/** Cards in a row that scrolls sideways on phones (home, product page) and is a grid on desktops. */
export function ProductRow({ products, label }: { products: readonly Card[]; label?: string }) {
  return (
    <Row aria-label={label}>
      {products.map((p) => (
        <li key={p.ID}>
          <ProductCard product={p} />
        </li>
      ))}
    </Row>
  );
}

const Row = styled.ul`
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: 44%;
  gap: 12px;
  margin: 0 -${layout.gutter} 24px;
  padding: 0 ${layout.gutter} 8px;
  overflow-x: auto;
  overscroll-behavior-x: contain;
  scroll-snap-type: x mandatory;
  scroll-padding: 0 ${layout.gutter};
  scrollbar-width: none;
  list-style: none;
  &::-webkit-scrollbar {
    display: none;
  }
  li {
    scroll-snap-align: start;
  }
  ${mq.desktop} {
    grid-auto-flow: row;
    grid-template-columns: repeat(4, minmax(0, 1fr));
    gap: 32px 20px;
    margin: 0 0 32px;
    padding: 0;
    overflow: visible;
  }
`;
