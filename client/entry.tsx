import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './App';
import { AppProviders } from './AppProviders';
import { createEmotionCache } from './emotion';
import { isPreloadable } from './lib/lazyPage';
import { matchPage } from './routes/match';
import './state';

// The cache must exist before hydration so that it adopts the server's <style data-emotion> tags.
// The nonce of the server's inline scripts lets Emotion's later <style> tags pass the CSP.
const nonce = document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce || undefined;
const cache = createEmotionCache(nonce);

const state = window.__SHOP_STATE__;

// In a transition, React hydrates in slices of a few milliseconds and lets the browser run between
// them (outside one, the whole page is hydrated in one task). A tap on a part not yet hydrated makes
// React hydrate that part at once and replay the tap.
function hydrate() {
  startTransition(() => {
    hydrateRoot(
      document,
      <AppProviders cache={cache} fallback={state?.fallback ?? {}} site={state?.site}>
        <BrowserRouter>
          <App />
        </BrowserRouter>
      </AppProviders>,
    );
  });
}

// The page's code first (modulepreloaded beside the entry, so it is usually there): hydrating
// without it would leave the page's part of the document inert until it came, and a tap there
// would be lost. A failed load hydrates anyway: the page's lazy component then reloads or shows
// the error page, as before. The document's bootstrap script loads this module only after the
// first paint (client/module-loader.ts), so hydration never holds that paint back.
// In a task of its own: the modules' evaluation is one long task already, and matching the address
// (React Router flattens, ranks and compiles the whole route table the first time: 20–30 ms at a
// phone's 4× slowdown) added to it. App's render reuses this match (routes/match.ts keeps it).
function start() {
  const page = matchPage(window.location.pathname, window.location.search)?.route.page;
  const ready = isPreloadable(page) ? page.preload() : Promise.resolve();
  ready.then(hydrate, hydrate);
}
setTimeout(start, 0);

// Spec §9: a service worker at /sw.js; only in production, so development never serves stale bundles.
function registerServiceWorker() {
  navigator.serviceWorker.register('/sw.js').catch(() => {
    // Offline caching is an extra: the shop works the same without it.
  });
}

if (process.env.NODE_ENV === 'production' && 'serviceWorker' in navigator) {
  if (document.readyState === 'complete') registerServiceWorker();
  else window.addEventListener('load', registerServiceWorker, { once: true });
}
