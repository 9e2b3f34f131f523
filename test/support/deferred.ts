/**
 * A promise the test settles when it says so: what a test awaits instead of a while (a send held
 * until a second delivery has answered, a slow part of the page finished on cue).
 */
export function deferred<T = void>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}
