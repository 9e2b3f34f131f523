import type { ProductKind } from '../../../shared/pictures';
import { drawBag } from './bag';
import { drawBib } from './bib';
import { drawBodysuitLong, drawBodysuitShort } from './bodysuit';
import { drawBriefs, drawFootedPants, drawLeggings, drawShorts, drawTrousers } from './bottoms';
import { drawDress } from './dress';
import { drawGiftCertificate } from './gift-certificate';
import { drawGiftSet } from './gift-set';
import { drawHat } from './hat';
import { drawHeadband } from './headband';
import { drawRomper, drawSandSuit, drawSleepsuit } from './one-piece';
import { drawPacifier } from './pacifier';
import { drawPlayMat } from './play-mat';
import { drawSet } from './set';
import { drawSnood } from './snood';
import { drawTowel } from './towel';
import { drawBear, drawBunny } from './toy';
import { drawLongSleeve, drawTankTop, drawTShirt, drawTShirtMom } from './tshirt';
import type { Draw } from './types';
import { drawWrapTop } from './wrap-top';

/** Which drawing each kind of product gets. */
export const drawings: Record<ProductKind, Draw> = {
  'bodysuit-short': drawBodysuitShort,
  'bodysuit-long': drawBodysuitLong,
  romper: drawRomper,
  sleepsuit: drawSleepsuit,
  'footed-pants': drawFootedPants,
  leggings: drawLeggings,
  trousers: drawTrousers,
  hat: drawHat,
  towel: drawTowel,
  bib: drawBib,
  pacifier: drawPacifier,
  snood: drawSnood,
  headband: drawHeadband,
  bag: drawBag,
  'gift-set': drawGiftSet,
  'gift-certificate': drawGiftCertificate,
  'toy-bunny': drawBunny,
  'toy-bear': drawBear,
  'play-mat': drawPlayMat,
  't-shirt': drawTShirt,
  't-shirt-mom': drawTShirtMom,
  'tank-top': drawTankTop,
  'wrap-top': drawWrapTop,
  briefs: drawBriefs,
  shorts: drawShorts,
  dress: drawDress,
  'sand-suit': drawSandSuit,
  'long-sleeve': drawLongSleeve,
  set: drawSet,
};
