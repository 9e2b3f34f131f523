export type { ModelSeed, ProductSeed } from './types';
export { catalogueSeeds } from './seeds';
export { insertCatalogue, loadSectionIds, type InsertedProduct } from './insert';
