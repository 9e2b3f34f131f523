import { Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import { matchRoute } from '../shared/routes';
import { DocumentHead } from './components/document/DocumentHead';
import { ErrorBoundary, NotFound } from './components/error';
import { GlobalStyles } from './components/global/GlobalStyles';
import { IconSprite } from './components/icon';
import { PageLoading } from './components/page';
import { PageSeo } from './components/seo';
import { ScrollReset } from './components/scroll-top';
import { useAnalytics } from './hooks/useAnalytics';
import { useMarkHydrated } from './hooks/useMarkHydrated';
import { DefaultLayout } from './layouts/DefaultLayout';
import { WideLayout } from './layouts/WideLayout';
import { pages } from './pages/registry';

/**
 * The whole document (ARCHITECTURE.md: React renders <html>). Routes come from shared/routes'
 * `matchRoute`, the same matcher the server uses for the status, so a bad slug is a 404 on both.
 */
export function App() {
  const { pathname } = useLocation();
  useMarkHydrated();
  useAnalytics();
  const match = matchRoute(pathname);
  const Layout = match?.route.wide ? WideLayout : DefaultLayout;
  const Page = match ? pages[match.route.id] : null;

  return (
    <html lang="ru">
      <head>
        <DocumentHead />
        <PageSeo />
      </head>
      <body>
        <GlobalStyles />
        <IconSprite />
        <ScrollReset />
        <Layout>
          <ErrorBoundary resetKey={pathname}>
            <Suspense fallback={<PageLoading />}>{Page && match ? <Page params={match.params} /> : <NotFound />}</Suspense>
          </ErrorBoundary>
        </Layout>
      </body>
    </html>
  );
}
