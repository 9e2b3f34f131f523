import type { ModelSeed } from '../types';
import { accessoryModels } from './accessories';
import { bodysuitModels } from './bodysuits';
import { bottomModels } from './bottoms';
import { momModels } from './moms';
import { onePieceModels } from './one-pieces';
import { outletModels } from './outlet';
import { topModels } from './tops';
import { toyAndGiftModels } from './toys-gifts';

/** Every model of the demo catalogue, in the order the seed inserts them. */
export const catalogueModels: readonly ModelSeed[] = [
  ...bodysuitModels,
  ...onePieceModels,
  ...topModels,
  ...bottomModels,
  ...accessoryModels,
  ...toyAndGiftModels,
  ...momModels,
  ...outletModels,
];
