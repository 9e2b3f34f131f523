import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * True while React hydrates the server's HTML (and on the server), false in every later render.
 * Personal data (a draft, an order) is fresh in the server's state only for the page it rendered:
 * hooks ask again when their page mounts later, by client-side navigation.
 */
export function useHydrating(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
}
