import { keys } from '../../shared/api/keys';
import type { Block } from '../../shared/contract/catalog';
import { useApi } from './useApi';

/** A block of product cards no route prefetches (spec §7.1 /catalog/block/{block}/), e.g. recently viewed. */
export function useProductBlock(block: Block, limit: number, options?: { enabled?: boolean; revalidateOnMount?: boolean }) {
  const enabled = options?.enabled ?? true;
  return useApi(enabled ? keys.block(block, limit) : null, { revalidateOnMount: options?.revalidateOnMount });
}
