import { place, together } from './adorn';
import { drawBodysuitLong } from './bodysuit';
import { drawFootedPants, drawShorts, drawTrousers } from './bottoms';
import { drawHat } from './hat';
import { drawLongSleeve, drawTShirt } from './tshirt';
import type { Draw } from './types';

// Комплекты: the pieces the name lists, laid out side by side, not overlapping, so each keeps its details.

/** Комплект: лонгслив и брюки. */
export const drawSet: Draw = (p, side) =>
  together([place(drawLongSleeve(p, side), [400, 400], [252, 322], 0.66), place(drawTrousers(p, side), [400, 415], [568, 488], 0.68)]);

/** Комплект: футболка и шорты. */
export const drawSetTShirtShorts: Draw = (p, side) =>
  together([place(drawTShirt(p, side), [400, 400], [262, 330], 0.66), place(drawShorts(p, side), [400, 400], [560, 470], 0.78)]);

/** Комплект на выписку: a bodysuit, footed pants and a bonnet (its description adds a blanket, its box holds them). */
export const drawSetNewborn: Draw = (p, side) =>
  together([
    place(drawBodysuitLong(p, side), [400, 400], [252, 318], 0.6),
    place(drawFootedPants(p, side), [400, 420], [570, 330], 0.6),
    place(drawHat(p, side), [400, 420], [410, 592], 0.46),
  ]);
