import type { ProductKind } from '../../../shared/pictures';
import { striped } from './adorn';
import { drawBag, drawBagPockets } from './bag';
import { drawBeanie } from './beanie';
import { drawBib } from './bib';
import { drawBodysuitLong, drawBodysuitShort, drawBodysuitStars, drawBodysuitTank, drawBodysuitWrap } from './bodysuit';
import { drawBriefs, drawFootedPants, drawFootlessPants, drawLeggings, drawShorts, drawTrousers } from './bottoms';
import { drawChangingMat } from './changing-mat';
import { drawDress, drawDressLong, drawDressStripes } from './dress';
import { drawGiftCertificate } from './gift-certificate';
import { drawGiftSet } from './gift-set';
import { drawHat, drawHatEars } from './hat';
import { drawHeadband, drawHeadbandKnot } from './headband';
import { drawRomper, drawRomperHood, drawRomperSnaps, drawSleepsuit } from './one-piece';
import { drawPacifier } from './pacifier';
import { drawPanama } from './panama';
import { drawPlayMat, drawPlayMatClouds } from './play-mat';
import { drawTowelPoncho } from './poncho';
import { drawSandSuit, drawSandSuitPocket, drawSandSuitRuffles } from './sand-suit';
import { drawSet, drawSetNewborn, drawSetTShirtShorts } from './set';
import { drawSnood } from './snood';
import { drawTowel, drawTowelEars } from './towel';
import { drawBear, drawBunny, drawComforterBunny, drawRattleBear } from './toy';
import {
  drawLongSleeve,
  drawLongSleeveLeaves,
  drawSweatshirt,
  drawTankTop,
  drawTShirt,
  drawTShirtMom,
  drawTShirtMomMama,
  drawTShirtMomVmeste,
} from './tshirt';
import type { Draw } from './types';
import { drawSnapTop, drawWrapTop, drawWrapTopMittens } from './wrap-top';

/** Which drawing each kind of product gets. */
export const drawings: Record<ProductKind, Draw> = {
  'bodysuit-short': drawBodysuitShort,
  'bodysuit-long': drawBodysuitLong,
  'bodysuit-tank': drawBodysuitTank,
  'bodysuit-wrap': drawBodysuitWrap,
  'bodysuit-stars': drawBodysuitStars,
  romper: drawRomper,
  'romper-snaps': drawRomperSnaps,
  'romper-hood': drawRomperHood,
  sleepsuit: drawSleepsuit,
  'footed-pants': drawFootedPants,
  'footless-pants': drawFootlessPants,
  leggings: drawLeggings,
  trousers: drawTrousers,
  hat: drawHat,
  'hat-ears': drawHatEars,
  beanie: drawBeanie,
  panama: drawPanama,
  towel: drawTowel,
  'towel-ears': drawTowelEars,
  'towel-poncho': drawTowelPoncho,
  bib: drawBib,
  pacifier: drawPacifier,
  snood: drawSnood,
  headband: drawHeadband,
  'headband-knot': drawHeadbandKnot,
  bag: drawBag,
  'bag-pockets': drawBagPockets,
  'gift-set': drawGiftSet,
  'gift-certificate': drawGiftCertificate,
  'toy-bunny': drawBunny,
  'toy-bear': drawBear,
  'rattle-bear': drawRattleBear,
  'comforter-bunny': drawComforterBunny,
  'play-mat': drawPlayMat,
  'play-mat-clouds': drawPlayMatClouds,
  'changing-mat': drawChangingMat,
  't-shirt': drawTShirt,
  't-shirt-mom': drawTShirtMom,
  't-shirt-mom-mama': drawTShirtMomMama,
  't-shirt-mom-vmeste': drawTShirtMomVmeste,
  'tank-top': drawTankTop,
  'wrap-top': drawWrapTop,
  'wrap-top-mittens': drawWrapTopMittens,
  'snap-top': drawSnapTop,
  briefs: drawBriefs,
  shorts: drawShorts,
  dress: drawDress,
  'dress-long': drawDressLong,
  'dress-stripes': drawDressStripes,
  'sand-suit': drawSandSuit,
  'sand-suit-pocket': drawSandSuitPocket,
  'sand-suit-ruffles': drawSandSuitRuffles,
  'long-sleeve': drawLongSleeve,
  'long-sleeve-leaves': drawLongSleeveLeaves,
  sweatshirt: drawSweatshirt,
  set: drawSet,
  'set-t-shirt-shorts': drawSetTShirtShorts,
  'set-t-shirt-shorts-stripes': striped(drawSetTShirtShorts),
  'set-newborn': drawSetNewborn,
};
