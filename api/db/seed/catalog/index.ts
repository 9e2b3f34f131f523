export type { ModelSeed, ProductSeed } from './types';
export { catalogueSeeds, cataloguePictureRequests } from './seeds';
export { insertCatalogue, loadSectionIds, type InsertedProduct } from './insert';
