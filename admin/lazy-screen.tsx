import { lazy, Suspense, type ComponentType, type ReactElement } from 'react';
import { AccessDenied, Loading, useCanAccess } from 'react-admin';

/**
 * A screen in a chunk of its own (issue 23: split by screen): the app's first load carries the
 * frame and the sign-in, each list or form comes when it is opened.
 *
 * With `resource`, the screen opens only for a role that may (authProvider.canAccess). react-admin's
 * own check lets a list ask the server while it redirects away, so a manager following a link
 * to the staff list would send a call bound to be refused, and see its error: here the screen is
 * not even loaded.
 */
export function lazyScreen(load: () => Promise<{ default: ComponentType }>, resource?: string): (props: object) => ReactElement {
  const Screen = lazy(load);
  const Loaded = () => (
    <Suspense fallback={<Loading />}>
      <Screen />
    </Suspense>
  );
  if (!resource) return Loaded;
  return function Guarded() {
    const { isPending, canAccess } = useCanAccess({ resource, action: 'list' });
    if (isPending) return <Loading />;
    return canAccess ? <Loaded /> : <AccessDenied />;
  };
}
