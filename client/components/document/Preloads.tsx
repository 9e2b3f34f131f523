import { preloadModule } from 'react-dom';

interface Props {
  /** The modules this page needs first besides the entry (the build's manifest). */
  hrefs: readonly string[];
  nonce?: string;
}

/**
 * Asks React to emit `<link rel="modulepreload">` in <head> for the page's chunks, so the
 * browser fetches them alongside the entry instead of after it. Renders nothing.
 */
export function Preloads({ hrefs, nonce }: Props) {
  for (const href of hrefs) preloadModule(href, { as: 'script', nonce });
  return null;
}
