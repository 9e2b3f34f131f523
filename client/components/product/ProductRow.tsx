import type { ListedCard as Card } from './listed-card';
import { Scroller } from '../../ui/Scroller';
import { ProductCard } from './ProductCard';

/** Cards in a row that scrolls sideways on phones (home, product page) and is a grid on desktops. */
export function ProductRow({ products, label }: { products: readonly Card[]; label?: string }) {
  return (
    <Scroller item="44%" desktop={4} aria-label={label}>
      {products.map((p) => (
        <li key={p.ID}>
          <ProductCard product={p} />
        </li>
      ))}
    </Scroller>
  );
}
