import { keys, type SwrKey } from './api/keys';
import type { Section } from './contract/section';
import { parseShopSlug, type RouteMatch } from './routes';
import { sectionPathById } from './sections';

/**
 * Whether a matched page names something that exists, judged from the data its keys fetched.
 * The server answers 404 before the first byte when it does not, and the client shows the same
 * not-found page. Data that could not be fetched gives the page the benefit of the doubt.
 * Codes the api looks up itself (products, promos) are judged by its 404 on the page's keys.
 */
export function pageExists(match: RouteMatch, read: (key: SwrKey) => unknown): boolean {
  if (match.route.id !== 'shopSlug') return true;
  const slug = parseShopSlug(match.params.slug ?? '');
  const tree = read(keys.sectionTree()) as Section[] | undefined;
  if (!slug || !tree) return Boolean(slug);
  switch (slug.kind) {
    case 'section':
      return sectionPathById(tree, slug.id, slug.code).length > 0;
    default:
      return true;
  }
}
