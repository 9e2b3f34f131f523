import { expandModel } from './expand';
import { catalogueModels } from './models/index';
import type { ProductSeed } from './types';

/** The demo catalogue: every model in every colour (the same list on every call). */
export function catalogueSeeds(): ProductSeed[] {
  return catalogueModels.flatMap(expandModel);
}
