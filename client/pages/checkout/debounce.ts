/**
 * Calls `settle` with the last value pushed once `ms` pass without another push: the checkout asks
 * for a new draft once the shopper stops clicking through pickup points, not for each one.
 */
export function createDebounce<T>(ms: number, settle: (value: T) => void) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return {
    push(value: T) {
      clearTimeout(timer);
      timer = setTimeout(() => settle(value), ms);
    },
    /** Forgets a pending value (the form came back to what is settled, or the page left). */
    cancel() {
      clearTimeout(timer);
      timer = undefined;
    },
  };
}
