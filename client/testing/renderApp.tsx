import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { App } from '../App';
import { AppProviders } from '../AppProviders';
import type { SiteInfo } from '../components/seo/site';
import { createEmotionCache } from '../emotion';
import { fallbackFor } from './fixtures';

/** The whole document for a URL, as HTML, once every lazy page has loaded (like a bot's SSR). */
export async function renderApp(url: string, fallback = fallbackFor(new URL(url, 'http://shop').pathname), site?: SiteInfo) {
  const { prelude } = await prerenderToNodeStream(
    <AppProviders cache={createEmotionCache()} fallback={fallback} site={site}>
      <StaticRouter location={url}>
        <App />
      </StaticRouter>
    </AppProviders>,
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
}

/** Text of the first <h1> of an HTML string, tags stripped. */
export function firstHeading(html: string): string | undefined {
  const m = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html);
  return m?.[1]?.replace(/<[^>]+>/g, '').replace(/<!-- -->/g, '');
}
