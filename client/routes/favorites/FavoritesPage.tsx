import { useEffect, useRef } from 'react';
import { urls } from '../../../shared/routes';
import { Page } from '../../components/page';
import { ProductGrid } from '../../components/product/ProductGrid';
import { useApi } from '../../hooks/useApi';
import { useWishlist } from '../../hooks/useWishlist';
import type { FavoritesRoute } from './route';
import type { PageProps } from '../route-module';
import { crumbs } from '../crumbs';
import { EmptyState } from '../../ui/layout';

/**
 * /personal/favorites/: the wishlist's cards. A product taken out disappears at once (the cards are
 * filtered by the wishlist); one added elsewhere since the cards were loaded makes them load again.
 */
export default function FavoritesPage({ keys }: PageProps<FavoritesRoute>) {
  const { data: block, mutate } = useApi(keys.block);
  const { data: wishlist } = useWishlist();
  useRefreshWhenWishlistGrows(
    block?.ITEMS.map((p) => p.ID),
    wishlist?.ITEMS.map((i) => i.ID),
    mutate,
  );

  const ids = wishlist ? new Set(wishlist.ITEMS.map((i) => i.ID)) : null;
  const products = block?.ITEMS.filter((p) => !ids || ids.has(p.ID));
  return (
    <Page title="Избранное" parents={[crumbs.personal]}>
      {products && products.length > 0 ? (
        <ProductGrid products={products} label="Избранное" />
      ) : products || wishlist?.ITEMS.length === 0 ? (
        <EmptyState icon="heart" title="В избранном пока пусто" action={{ to: urls.catalog(), text: 'Перейти в каталог' }}>
          Нажмите на сердечко у товара, чтобы сохранить его здесь.
        </EmptyState>
      ) : (
        <p role="status">Загружаем избранное…</p>
      )}
    </Page>
  );
}

function useRefreshWhenWishlistGrows(shown: number[] | undefined, saved: number[] | undefined, refresh: () => unknown) {
  // Asked once per wishlist state: a product the block cannot show must not cause a loop.
  const askedFor = useRef('');
  useEffect(() => {
    if (!shown || !saved) return;
    const missing = saved.filter((id) => !shown.includes(id));
    const signature = saved.join(',');
    if (missing.length === 0 || askedFor.current === signature) return;
    askedFor.current = signature;
    void refresh();
  }, [shown, saved, refresh]);
}
