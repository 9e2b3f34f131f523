import { preloadModule } from 'react-dom';

interface Props {
  /** The modules this page needs first besides the entry (the build's manifest). */
  hrefs: readonly string[];
  nonce?: string;
}

/**
 * Asks React to emit `<link rel="modulepreload">` in <head> for the page's chunks, so the
 * browser fetches them alongside the entry instead of after it. Renders nothing.
 *
 * The server renders it with the page's chunks and the client with none, as the same sibling of
 * <App/>: the trees then have one shape, and React's `useId` gives the same ids on both sides.
 */
export function Preloads({ hrefs, nonce }: Props) {
  for (const href of hrefs) preloadModule(href, { as: 'script', nonce });
  return null;
}
