import type { ShopState } from '../../../client/state';
import { readState } from '../../../server/render/serialize';

/** What the page hands the client in its bootstrap script (`window.__SHOP_STATE__=…`); throws when it has none. */
export function stateOf(html: string): ShopState {
  const state = readState(html);
  if (!state) throw new Error('no serialized state in the page');
  return state;
}

/** The SWR fallback the page rendered with, from its state. */
export const fallbackOf = (html: string): Record<string, unknown> => stateOf(html).fallback;
