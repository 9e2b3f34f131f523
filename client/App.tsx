import { Suspense } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { DocumentHead } from './components/document/DocumentHead';
import { ErrorBoundary, NotFound } from './components/error';
import { GlobalStyles } from './components/global/GlobalStyles';
import { IconSprite } from './components/icon';
import { PageLoading } from './components/page/PageLoading';
import { ScrollReset } from './components/scroll-top';
import { useAnalytics } from './hooks/useAnalytics';
import { useMarkHydrated } from './hooks/useMarkHydrated';
import { useProfile } from './hooks/useProfile';
import { DefaultLayout } from './layouts/DefaultLayout';
import { WideLayout } from './layouts/WideLayout';
import { accessRedirect } from './routes/access';
import { matchPage, type PageMatch } from './routes/match';
import { PageSeo } from './routes/PageSeo';

/**
 * The whole document (ARCHITECTURE.md: React renders <html>). The route comes from the route
 * modules' `matchPage`, the same matcher the server uses for the status, so a bad slug is a 404 on both;
 * the one match gives the head its key and the page its parameters and keys.
 */
export function App() {
  const { pathname, search } = useLocation();
  useMarkHydrated();
  useAnalytics();
  const match = matchPage(pathname, search);
  const Layout = match?.route.layout === 'wide' ? WideLayout : DefaultLayout;

  return (
    <html lang="ru">
      <head>
        <DocumentHead />
        <PageSeo match={match} />
      </head>
      <body>
        <GlobalStyles />
        <IconSprite />
        <ScrollReset />
        <Layout>
          <ErrorBoundary resetKey={pathname}>
            <Suspense fallback={<PageLoading />}>{match ? <RoutePage match={match} /> : <NotFound />}</Suspense>
          </ErrorBoundary>
        </Layout>
      </body>
    </html>
  );
}

/**
 * The matched module's page with its parameters and its keys for this address, unless its `access`
 * turns this shopper away (the server answered the same with a 303 on the first load); while the
 * profile first loads, the page waits.
 */
function RoutePage({ match }: { match: PageMatch }) {
  const profile = useProfile();
  const { pathname, search } = useLocation();
  const Page = match.route.page;
  if (match.route.access && profile === undefined) return <PageLoading />;
  const away = accessRedirect(match.route.access, profile, { pathname, search });
  if (away) return <Navigate to={away} replace />;
  return <Page params={match.params} keys={match.keys} />;
}
