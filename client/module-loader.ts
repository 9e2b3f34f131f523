import { MAIN_PICTURE } from './lib/main-picture';

/**
 * What the document's inline bootstrap script runs to load the client: it appends the
 * `<link rel="modulepreload">` of the page's chunks and the entry's `<script type="module">`, with
 * the script's own nonce (the CSP is nonce + 'strict-dynamic'), once the page's main picture is on
 * screen (lib/main-picture.ts: Chromium reports its paint through the Element Timing API;
 * elsewhere, once the document is parsed, the main pictures are decoded and a frame has painted),
 * or, on a page without one, once the document is parsed and a frame has painted (a
 * requestAnimationFrame callback runs just before a frame is painted, a task posted from it just after).
 *
 * Why not in <head> from the start (docs/decisions/021-first-paint.md): on a slow phone the modules
 * took the bandwidth and the CPU the first paint needed. Why after the picture
 * (docs/decisions/034-lcp.md): when the first frame painted only text, 128 KB of modules went out
 * beside the picture that is the largest paint, and their evaluation held its paint.
 * The document's text is readable, links and forms work as plain HTML, before the modules come; the
 * hydration that follows makes the rest work. A hidden tab paints nothing and loads at once; a
 * visible one that has not got that far in a second, too.
 *
 * Not part of the bundle: build/module-loader.ts builds it for ES2015, which every browser that runs
 * module scripts has (so do Promise and HTMLImageElement.decode), and the server inlines it into each
 * document (server/render/module-loader.ts). It is the first script of ours to run.
 *
 * `modules`: the entry's address first, then the chunks to preload.
 */
export function loadModules(modules: string[]): void {
  const doc = document;
  const nonce = doc.currentScript && (doc.currentScript as HTMLScriptElement).nonce;
  const Observer = window.PerformanceObserver;
  const selector = 'img[elementtiming=' + MAIN_PICTURE + ']';
  let pending: string[] | null = modules;

  // Preloads last-first, then the entry: each only once, whichever signal comes first.
  function go() {
    if (!pending) return;
    const list = pending;
    pending = null;
    for (let i = list.length - 1; i >= 0; i--) {
      const element = doc.createElement(i ? 'link' : 'script');
      if (i) {
        (element as HTMLLinkElement).rel = 'modulepreload';
        (element as HTMLLinkElement).href = list[i]!;
      } else {
        (element as HTMLScriptElement).type = 'module';
        (element as HTMLScriptElement).src = list[i]!;
      }
      if (nonce) element.nonce = nonce;
      doc.head.appendChild(element);
    }
  }
  function afterPaint() {
    requestAnimationFrame(() => setTimeout(go, 0));
  }
  function whenParsed(then: () => void) {
    if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', then);
    else then();
  }

  if (doc.visibilityState !== 'visible') return go();
  setTimeout(go, 1000);
  if (Observer && Observer.supportedEntryTypes && Observer.supportedEntryTypes.indexOf('element') >= 0) {
    const observer = new Observer((list) => {
      if (list.getEntries().some((entry) => (entry as PerformanceEntry & { identifier: string }).identifier === MAIN_PICTURE)) {
        observer.disconnect();
        setTimeout(go, 0);
      }
    });
    observer.observe({ type: 'element', buffered: true });
    return whenParsed(() => {
      if (!doc.querySelector(selector)) afterPaint();
    });
  }
  whenParsed(() => {
    const pictures = [].slice.call(doc.querySelectorAll<HTMLImageElement>(selector)) as HTMLImageElement[];
    if (!pictures.length || !pictures[0]!.decode) return afterPaint();
    void Promise.all(pictures.map((picture) => picture.decode().catch(() => undefined))).then(afterPaint);
  });
}
