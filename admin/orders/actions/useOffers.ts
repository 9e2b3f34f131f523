import { useEffect, useState } from 'react';
import { useDataProvider } from 'react-admin';
import { searchWords } from '../../../shared/contract/admin/search-words';
import type { AdminDataProvider } from '../../data/dataProvider';
import type { OfferPick } from '../types';
import { refusalMessage } from '../../http';

/** Every size of each product, by its code, read once when the edit dialog opens (for the size swaps). */
export function useProductSizes(open: boolean, productCodes: readonly string[]) {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const [sizes, setSizes] = useState<ReadonlyMap<string, OfferPick[]>>(new Map());
  const key = [...new Set(productCodes)].sort().join(',');
  useEffect(() => {
    if (!open || key === '') return;
    let current = true;
    Promise.all(key.split(',').map(async (productCode) => [productCode, await dataProvider.findOffers({ productCode })] as const))
      .then((found) => current && setSizes(new Map(found)))
      // A product the catalogue no longer has: its line keeps its size, and the swap is not offered.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [open, key, dataProvider]);
  return sizes;
}

/** How long typing may pause before the words are looked up. */
const TYPING_PAUSE_MS = 300;

/** Offers found by the words typed, once there is a word the server can look up. */
export function useOfferSearch(typed: string) {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const [found, setFound] = useState<OfferPick[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const searchable = searchWords(typed).length > 0;
  useEffect(() => {
    if (!searchable) return;
    let current = true;
    const timer = setTimeout(() => {
      dataProvider
        .findOffers({ q: typed.trim() })
        .then((offers) => current && (setFound(offers), setProblem(null)))
        .catch((error: unknown) => current && setProblem(refusalMessage(error)));
    }, TYPING_PAUSE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [typed, searchable, dataProvider]);
  // Words too short to look up show nothing, rather than what the last words found.
  return { found: searchable ? found : null, problem: searchable ? problem : null };
}
