import { useEffect, useState } from 'react';
import { keys } from '../../../shared/api/keys';
import { useApi } from '../../hooks/useApi';
import { ProductBlock } from './ProductBlock';

const VIEWED_SHOWN = 8;

/**
 * «Вы смотрели»: records this product in the `productIds` cookie (spec §3), then shows the other
 * recently viewed products. Client-only: the server's HTML never has it, so hydration matches;
 * mount it with `key={productId}` so that each product page asks again. The cookie's reader and
 * codec load after the page shows: nothing of them is in any page's first load.
 */
export function RecentlyViewed({ productId }: { productId: number }) {
  const [recorded, setRecorded] = useState(false);
  useEffect(() => {
    let live = true;
    void import('./viewed').then(({ viewedCookie }) => {
      document.cookie = viewedCookie(document.cookie, productId);
      if (live) setRecorded(true);
    });
    return () => {
      live = false;
    };
  }, [productId]);
  // A block no route prefetches, asked for once this product is in the cookie.
  const { data } = useApi(recorded ? keys.block('viewed', VIEWED_SHOWN) : null, { revalidateOnMount: true });
  const others = data?.ITEMS.filter((p) => p.ID !== productId).slice(0, VIEWED_SHOWN);
  return <ProductBlock title="Вы смотрели" products={others} />;
}
