import type { ReactNode } from 'react';
import styled from '@emotion/styled';
import { belowFoldCss, colors } from '../../ui/theme';
import type { ListedCard } from './listed-card';
import { ProductGrid } from './ProductGrid';
import { ProductRow } from './ProductRow';

interface Props {
  /** The block's heading, also its landmark's name. */
  title: string;
  products: readonly ListedCard[] | undefined;
  /** A link next to the heading ('Все новинки'). */
  more?: ReactNode;
  /** 'row' scrolls sideways on phones; 'grid' wraps into two columns. */
  layout?: 'row' | 'grid';
}

/** A titled group of cards (Новинки, Распродажа, Похожие товары…); nothing when it has no products. */
export function ProductBlock({ title, products, more, layout = 'row' }: Props) {
  if (!products || products.length === 0) return null;
  return (
    <Section aria-label={title}>
      <Head>
        <h2>{title}</h2>
        {more}
      </Head>
      {layout === 'row' ? <ProductRow products={products} /> : <ProductGrid products={products} />}
    </Section>
  );
}

const Section = styled.section`
  ${belowFoldCss(420)}
  margin: 8px 0 40px;
`;

const Head = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: 12px;
  h2 {
    margin: 0 0 14px;
  }
  a {
    color: ${colors.sageDark};
    font-weight: 700;
    white-space: nowrap;
  }
`;
