import useSWR from 'swr';
import { keys } from '../../shared/api/keys';
import type { Block, ProductBlock } from '../../shared/contract/catalog';

/** A block of product cards (spec §7.1 /catalog/block/{block}/), `limit` as the page keys ask. */
export function useProductBlock(block: Block, limit: number, options?: { enabled?: boolean; revalidateOnMount?: boolean }) {
  const enabled = options?.enabled ?? true;
  return useSWR<ProductBlock>(enabled ? keys.block(block, limit) : null, { revalidateOnMount: options?.revalidateOnMount });
}
