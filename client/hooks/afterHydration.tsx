import { lazy, Suspense, type ComponentType } from 'react';
import { useHydrating } from './useHydrating';

/**
 * A component whose code loads only after hydration, for what renders nothing on the server
 * anyway and takes no props (the poster, «Наверх» before any scroll): the server and hydration render null, as before,
 * and the entry no longer carries its code (docs/decisions/017-javascript-budget.md).
 */
export function afterHydration(load: () => Promise<ComponentType>): ComponentType {
  const Lazy = lazy(() => load().then((component) => ({ default: component })));
  return function AfterHydration() {
    const hydrating = useHydrating();
    if (hydrating) return null;
    return (
      <Suspense fallback={null}>
        <Lazy />
      </Suspense>
    );
  };
}
