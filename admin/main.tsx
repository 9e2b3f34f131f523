import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';

/**
 * The back office's entry (build/admin.ts). The shell (server/middleware/admin-shell.ts) gives its
 * script this request's CSP nonce; Emotion puts it on the style tags MUI inserts, which the CSP
 * would refuse otherwise.
 */
const nonce = document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce || undefined;
const cache = createCache({ key: 'ra', nonce, prepend: true });

createRoot(document.getElementById('admin')!).render(
  <StrictMode>
    <CacheProvider value={cache}>
      <App />
    </CacheProvider>
  </StrictMode>,
);
