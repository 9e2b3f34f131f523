import { useEffect } from 'react';

/**
 * Marks <html data-hydrated="true"> once React has hydrated the shell, so browser tests (and
 * anyone debugging) know the page is interactive. An effect, so the server's HTML never has it.
 */
export function useMarkHydrated() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
}
