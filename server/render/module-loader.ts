import { serializeState } from './serialize';

/**
 * What the document's inline bootstrap script runs to load the client: once the browser has painted
 * what it has (a requestAnimationFrame callback runs just before a frame is painted, a task posted
 * from it just after), it appends the `<link rel="modulepreload">` of the page's chunks and the
 * entry's `<script type="module">`, with the script's own nonce (the CSP is nonce + 'strict-dynamic').
 *
 * Why not in <head> from the start (docs/decisions/021-first-paint.md): on a slow phone the modules
 * took the bandwidth and the CPU the first paint needed. The document's text is readable, links and
 * forms work as plain HTML, before the modules come; the hydration that follows makes the rest work.
 * A hidden tab paints no frame and loads at once; a visible one that paints none in a second, too.
 * ES5 and short: it runs in every browser, before anything else of ours.
 */
const LOADER = `function(m){var d=document,n=d.currentScript&&d.currentScript.nonce;function go(){if(!m)return;var l=m;m=null;for(var i=l.length-1;i>=0;i--){var e=d.createElement(i?"link":"script");if(i){e.rel="modulepreload";e.href=l[i]}else{e.type="module";e.src=l[i]}if(n)e.nonce=n;d.head.appendChild(e)}}if(d.visibilityState!=="visible")return go();setTimeout(go,1000);requestAnimationFrame(function(){setTimeout(go,0)})}`;

/** The inline call that loads `entry` and preloads `modules` (the page's chunks) after the first paint. */
export function moduleLoaderScript(entry: string, modules: readonly string[]): string {
  const list = [entry, ...new Set(modules.filter((href) => href !== entry))];
  return `(${LOADER})(${serializeState(list)});`;
}
