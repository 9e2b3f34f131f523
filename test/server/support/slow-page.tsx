import { Suspense, use } from 'react';
import { CacheProvider } from '@emotion/react';
import { createEmotionCache } from '../../../client/emotion';
import { TEST_NONCE } from './stream-app';

/** A paragraph that waits for `text`: the part of the page that is not ready with the shell. */
function Slow({ text }: { text: Promise<string> }) {
  return <p css={{ color: 'rgb(200, 0, 0)' }}>{use(text)}</p>;
}

/** A whole document: a styled heading in the shell, then `Slow` behind a Suspense boundary. */
export function slowPage(text: Promise<string>) {
  const cache = createEmotionCache(TEST_NONCE);
  const element = (
    <CacheProvider value={cache}>
      <html lang="ru">
        <head>
          <title>Тест</title>
        </head>
        <body>
          <h1 css={{ color: 'rgb(0, 120, 0)' }}>Шапка</h1>
          <Suspense fallback={<span>Загрузка</span>}>
            <Slow text={text} />
          </Suspense>
        </body>
      </html>
    </CacheProvider>
  );
  return { element, cache };
}
