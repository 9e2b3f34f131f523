import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';

/** How long a thing a test file uses lives: made afresh for each test, or once for a file that only reads. */
export type Lifetime = 'test' | 'file';

/**
 * Makes a thing before each test (or once for the file, `per: 'file'`) and closes it after, in the
 * describe block it is called in; answers a getter for the current one. One place for the
 * let/beforeEach/afterEach block every HTTP test file would otherwise write again.
 */
export function useFresh<T>(make: () => Promise<T>, close: (made: T) => Promise<void>, per: Lifetime = 'test'): () => T {
  let made: T | undefined;
  (per === 'file' ? beforeAll : beforeEach)(async () => {
    made = await make();
  });
  (per === 'file' ? afterAll : afterEach)(async () => {
    const closing = made;
    made = undefined;
    if (closing !== undefined) await close(closing);
  });
  return () => {
    if (made === undefined) throw new Error('used outside a test: call the getter inside it() or a hook');
    return made;
  };
}
