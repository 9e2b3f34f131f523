import { MAIN_PICTURE } from '../../client/lib/main-picture';
import { serializeState } from './serialize';

/**
 * What the document's inline bootstrap script runs to load the client: it appends the
 * `<link rel="modulepreload">` of the page's chunks and the entry's `<script type="module">`, with
 * the script's own nonce (the CSP is nonce + 'strict-dynamic'), once the page's main picture is on
 * screen (client/lib/main-picture.ts: Chromium reports its paint through the Element Timing API;
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
 * visible one that has not got that far in a second, too. ES5 and short (Promise and
 * HTMLImageElement.decode are older than module scripts): it runs in every browser, before anything else of ours.
 */
const LOADER = `function(m){var d=document,n=d.currentScript&&d.currentScript.nonce,P=window.PerformanceObserver,S="img[elementtiming=${MAIN_PICTURE}]";function go(){if(!m)return;var l=m;m=null;for(var i=l.length-1;i>=0;i--){var e=d.createElement(i?"link":"script");if(i){e.rel="modulepreload";e.href=l[i]}else{e.type="module";e.src=l[i]}if(n)e.nonce=n;d.head.appendChild(e)}}function paint(){requestAnimationFrame(function(){setTimeout(go,0)})}function parsed(f){if(d.readyState==="loading")d.addEventListener("DOMContentLoaded",f);else f()}if(d.visibilityState!=="visible")return go();setTimeout(go,1000);if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("element")>=0){var o=new P(function(l){if(l.getEntries().some(function(e){return e.identifier==="${MAIN_PICTURE}"})){o.disconnect();setTimeout(go,0)}});o.observe({type:"element",buffered:true});return parsed(function(){if(!d.querySelector(S))paint()})}parsed(function(){var p=[].slice.call(d.querySelectorAll(S));if(!p.length||!p[0].decode)return paint();Promise.all(p.map(function(i){return i.decode().catch(function(){})})).then(paint)})}`;

/** The inline call that loads `entry` and preloads `modules` (the page's chunks) after the first paint. */
export function moduleLoaderScript(entry: string, modules: readonly string[]): string {
  const list = [entry, ...new Set(modules.filter((href) => href !== entry))];
  return `(${LOADER})(${serializeState(list)});`;
}
