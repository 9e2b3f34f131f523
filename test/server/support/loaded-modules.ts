interface AppendedElement {
  href?: string;
  src?: string;
}

/**
 * What a browser loads from a rendered page: the document's bootstrap script (client/module-loader.ts
 * as the build made it, `(()=>{…})();`, called with the list) run as a hidden tab runs it, which
 * loads at once instead of after a painted frame. The entry's address first, then the modules it
 * preloads, in the order the script lists them; [] for a document without the script.
 */
export function loadedModules(html: string): string[] {
  const script = /<script[^>]*>(\(\(\)=>\{[\s\S]*?)<\/script>/.exec(html)?.[1];
  if (!script) return [];
  const appended: AppendedElement[] = [];
  const document = {
    visibilityState: 'hidden',
    currentScript: null,
    createElement: (): AppendedElement => ({}),
    head: { appendChild: (element: AppendedElement) => appended.push(element) },
  };
  // The same script also hands the page its state (`window.__SHOP_STATE__=…`): a window to write it on.
  new Function('document', 'window', script)(document, {});
  // The script appends the preloads last-first, then the entry.
  const entry = appended.flatMap((e) => (e.src ? [e.src] : []));
  const preloads = appended.flatMap((e) => (e.href ? [e.href] : [])).reverse();
  return [...entry, ...preloads];
}
