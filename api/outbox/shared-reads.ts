/**
 * What the messages delivered together read once: an order's letters (to the buyer, to the shop)
 * are written from one reading of the order and of the shop's footer. Lives for one delivery.
 */
export interface SharedReads {
  /** `read()`'s answer, read at the first call for `key` and shared by the later ones. */
  once<T>(key: string, read: () => Promise<T>): Promise<T>;
}

export function sharedReads(): SharedReads {
  const reads = new Map<string, Promise<unknown>>();
  return {
    once<T>(key: string, read: () => Promise<T>): Promise<T> {
      let answer = reads.get(key);
      if (!answer) {
        answer = read();
        reads.set(key, answer);
      }
      return answer as Promise<T>;
    },
  };
}
