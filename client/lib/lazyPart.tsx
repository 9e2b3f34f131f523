import { createElement, lazy, memo, Suspense, useEffect, useState, type ComponentType } from 'react';
import { reloadOnce, type PartCode } from './lazyPage';

/**
 * A part of a page that the server renders with the rest, whose code the browser loads after the
 * page's own: for what a shopper only reads until she acts (the checkout's lines and sums). The
 * part is a Suspense boundary of its own: the server's HTML stays on screen while its code comes,
 * React requests that code as it hydrates the page and hydrates the part when it arrives, so the
 * page is interactive without it and nothing on screen changes (docs/decisions/017).
 *
 * - Until its code has come, the part keeps the props it was hydrated with and does not render
 *   again: a boundary still waiting for its code that gets new props (a restored draft, a new sum)
 *   has React drop the server's HTML for the fallback and render it anew, a blank moment. The
 *   props it missed follow as soon as the code is there.
 * - A part whose code is already here renders it at once, without suspending: a page shown by
 *   navigation loads its parts beside its own code (`lazyPage(load, code)`) and shows whole.
 * - A failed load is, by default, a failed page chunk: one reload, then the error page (a part of
 *   the page, whose HTML would go stale: the checkout's sums). `onFailure: 'keep'` leaves the
 *   server's HTML as it is instead, for a part outside the page's error boundary whose HTML stays
 *   true and whose links work as plain links (the layout's footer).
 *
 * `code` lives in a module of its own (partCode), so that the route can load it too.
 */
export function lazyPart<P extends object>(
  code: PartCode<ComponentType<P>>,
  { onFailure = 'reload' }: { onFailure?: 'reload' | 'keep' } = {},
): ComponentType<P> {
  const preload = () => code().catch(onFailure === 'keep' ? () => new Promise<never>(() => {}) : reloadOnce);
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));

  // The code as it was when the part mounted: switching from Lazy to the loaded component in a
  // mounted part would rebuild its DOM.
  function Code(props: P) {
    const [Component] = useState<ComponentType<P>>(() => code.loaded() ?? Lazy);
    return createElement(Component, props);
  }

  // Same props, no render: while the code is on its way the element never changes.
  const Boundary: ComponentType<P> = memo(function LazyPartBoundary(props: P) {
    return <Suspense fallback={null}>{createElement(Code, props)}</Suspense>;
  });

  return function LazyPart(props: P) {
    const [hydratedWith] = useState(props);
    const [ready, setReady] = useState(() => code.loaded() !== undefined);
    useEffect(() => {
      if (ready) return;
      let live = true;
      // A failed load shows itself through the boundary (React.lazy rejects too).
      preload().then(
        () => live && setReady(true),
        () => undefined,
      );
      return () => {
        live = false;
      };
    }, [ready]);
    return createElement(Boundary, ready ? props : hydratedWith);
  };
}
