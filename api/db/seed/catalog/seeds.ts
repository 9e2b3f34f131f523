import type { PictureFileRequest } from '../../../../build/pictures/index';
import { expandModel } from './expand';
import { catalogueModels } from './models/index';
import type { ProductSeed } from './types';

/** The demo catalogue: every model in every colour (the same list on every call). */
export function catalogueSeeds(): ProductSeed[] {
  return catalogueModels.flatMap(expandModel);
}

/** The picture files the demo catalogue names: what the build must write. */
export function cataloguePictureRequests(): PictureFileRequest[] {
  return catalogueSeeds().flatMap((p) => p.pictures.map(({ kind, colour, view }) => ({ kind, colour, view })));
}
