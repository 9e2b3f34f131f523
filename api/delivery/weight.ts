/**
 * The parcel's weight and its band (docs/decisions/061): the carrier is asked, and its answer kept,
 * per band rather than per gram, so that baskets of nearly the same weight share one price and
 * checkout asks the carrier at most once per city, band and day.
 */

/** Upper bounds of the bands, grams: the carrier's own steps for small parcels, then its limit of 30 kg. */
export const WEIGHT_BANDS_GRAMS = [500, 1000, 2000, 3000, 5000, 10_000, 15_000, 20_000, 30_000] as const;

/** The mailer bag and the paper around the goods: weighed once per parcel. */
export const PACKAGING_GRAMS = 100;

/** What the parcel of goods weighing this much weighs with its packaging. */
export function parcelGrams(goodsGrams: number): number {
  return PACKAGING_GRAMS + goodsGrams;
}

/** The smallest band the parcel fits; null above the last (no tariff: the method's flat price). */
export function weightBand(grams: number): number | null {
  return WEIGHT_BANDS_GRAMS.find((band) => grams <= band) ?? null;
}
