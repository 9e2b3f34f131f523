import { Writable } from 'node:stream';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { App } from '../../client/App';
import { AppProviders } from '../../client/AppProviders';
import { createEmotionCache } from '../../client/emotion';
import type { ShopState } from '../../client/state';

export interface RenderResult {
  renders: number;
  perSecond: number;
  /** Length of one rendered document, characters. */
  chars: number;
  /** CPU time of this process per render, ms: steadier than renders/s when other work shares the cores. */
  cpuMs: number;
}

/**
 * Renders the same tree as the SSR server, from the state a served page handed the client,
 * `renderToString` in a loop, for `durationMs`.
 * bench-ssr.ts bundles this module like dist/main.js (so the same code runs) and imports it
 * after NODE_ENV is set, so that React loads its production build.
 */
export async function benchRenderToString({ fallback, site }: ShopState, location: string, durationMs: number): Promise<RenderResult> {
  const tree = () => (
    <AppProviders cache={createEmotionCache()} fallback={fallback} site={site}>
      <StaticRouter location={location}>
        <App />
      </StaticRouter>
    </AppProviders>
  );

  // Lazy pages load on first render; a streamed render that waits for everything resolves them,
  // so that renderToString below renders the page itself rather than its Suspense fallback.
  for (let i = 0; i < 2; i++) {
    await new Promise<void>((resolve, reject) => {
      const sink = new Writable({ write: (_chunk, _enc, done) => done() });
      sink.on('finish', resolve);
      const stream = renderToPipeableStream(tree(), {
        onAllReady: () => stream.pipe(sink),
        onShellError: reject,
      });
    });
  }

  let chars = 0;
  let renders = 0;
  const cpuBefore = process.cpuUsage();
  const start = performance.now();
  while (performance.now() - start < durationMs || renders < 50) {
    chars = renderToString(tree()).length;
    renders++;
  }
  const seconds = (performance.now() - start) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  return { renders, perSecond: renders / seconds, chars, cpuMs: (cpu.user + cpu.system) / 1000 / renders };
}
