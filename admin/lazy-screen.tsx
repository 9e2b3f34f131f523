import { lazy, Suspense, type ComponentType, type ReactElement } from 'react';
import { Loading } from 'react-admin';

/**
 * A screen in a chunk of its own (issue 23: split by screen): the app's first load carries the
 * frame and the sign-in, each list or form comes when it is opened.
 */
export function lazyScreen(load: () => Promise<{ default: ComponentType }>): (props: object) => ReactElement {
  const Screen = lazy(load);
  return function LazyScreen() {
    return (
      <Suspense fallback={<Loading />}>
        <Screen />
      </Suspense>
    );
  };
}
