import type { Section } from '../../shared/contract';
import type { Executor } from '../db/database';
import { activeSectionRows } from './queries';
import { buildSectionTree, flattenSectionTree } from './tree';

// Other domains show products as the catalogue's cards (search results, favourites, recently viewed).
export { loadCards } from './cards';
// An order takes what it sold off the offers' stock, and a cancelled one gives it back.
export { returnStock, takeStocks, takeStocksStatement } from './queries';
// The back office's writes (issue 24): sections, products and their sizes, each in the caller's
// transaction, and the revision every staff edit raises (the caches of the catalogue key by it).
export { createSection, deleteSection, moveSection, updateSection, type SectionRow } from './write-sections';
export { createProduct, lockProduct, updateProduct, type ProductRow } from './write-products';
export { sizesOf, writeSizes, type SizeRow } from './write-sizes';
export { addPicture, staffPicturesOf, writePictures } from './write-pictures';
export { editCatalogue, type RevisionWatch } from './revision';
// The one write of sizes' stock and prices (decision 057), lent to the back office's grid and CSV import.
export {
  applied,
  offerNumbers,
  offerNumbersProblem,
  offerStates,
  OfferNumbersRefused,
  writeOfferNumbers,
  type OfferNumbers,
  type OfferState,
} from './offer-numbers';
// The seed writes the same search words as a staff edit.
export { KIND_SYNONYMS, colourSearchWords, searchWords } from './search-words';
export { wordsOf, type ColourWords } from './colour-words';

/** The category menu (spec §2.4): roots with their children nested. */
export async function sectionTree(db: Executor): Promise<Section[]> {
  return buildSectionTree(await activeSectionRows(db));
}

/** Every section flat, in menu order (spec §7.1 section list), from the menu tree. */
export function sectionList(tree: Section[]): Section[] {
  return flattenSectionTree(tree);
}

// The stock watch (issue 24): the dashboard's list, the morning digest's, and each offer's threshold.
export { lowStock, setLowStockThreshold } from './stock-watch';
