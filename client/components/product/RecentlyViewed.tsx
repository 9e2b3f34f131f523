import { useEffect, useSyncExternalStore } from 'react';
import { VIEWED_COOKIE } from '../../../shared/contract/catalog-constants';
import { useProductBlock } from '../../hooks/useProductBlock';
import { ProductBlock } from './ProductBlock';
import { parseViewed, readCookie, viewedCookie } from './viewed';

const VIEWED_SHOWN = 8;

/** Said on window after the cookie is written, so that the block reads it again. */
const RECORDED = 'shop:viewed';

function onRecorded(listener: () => void) {
  window.addEventListener(RECORDED, listener);
  return () => window.removeEventListener(RECORDED, listener);
}

/**
 * «Вы смотрели»: records this product in the `productIds` cookie (spec §3), then shows the other
 * recently viewed products. Client-only: the server's HTML never has it, so hydration matches;
 * mount it with `key={productId}` so that each product page asks again.
 */
export function RecentlyViewed({ productId }: { productId: number }) {
  // The block asks once the cookie holds this product, so the api's answer is the list with it.
  const recorded = useSyncExternalStore(
    onRecorded,
    () => parseViewed(readCookie(document.cookie, VIEWED_COOKIE)).includes(productId),
    () => false,
  );
  useEffect(() => {
    document.cookie = viewedCookie(document.cookie, productId);
    window.dispatchEvent(new Event(RECORDED));
  }, [productId]);
  const { data } = useProductBlock('viewed', VIEWED_SHOWN, { enabled: recorded, revalidateOnMount: true });
  const others = data?.ITEMS.filter((p) => p.ID !== productId).slice(0, VIEWED_SHOWN);
  return <ProductBlock title="Вы смотрели" products={others} />;
}
