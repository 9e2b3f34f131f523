import type { CityPickupPoint } from '../../../shared/contract/delivery';
import { searchable } from '../../../shared/format/searchable';

/**
 * The city's pickup points as the checkout lists them: searched by street or metro in the browser
 * (the city's list is already here, so typing asks for nothing), nearest first once the shopper
 * shares where she is, a page at a time.
 */

/** How many cards are shown at first and added by «Показать ещё». */
export const POINTS_PAGE = 20;

/** The points whose address or metro station holds every word typed. */
export function searchPoints(points: readonly CityPickupPoint[], q: string): readonly CityPickupPoint[] {
  const words = searchable(q)
    .split(/[\s,.]+/)
    .filter(Boolean);
  if (words.length === 0) return points;
  return points.filter((p) => {
    const text = searchable(`${p.ADDRESS} ${p.METRO ?? ''}`);
    return words.every((w) => text.includes(w));
  });
}

export interface Place {
  latitude: number;
  longitude: number;
}

/** Great-circle distance, km. */
export function distanceKm(a: Place, b: Place): number {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLon = (b.longitude - a.longitude) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

/** Nearest first; points without coordinates last, in their order. */
export function byDistance(points: readonly CityPickupPoint[], here: Place): CityPickupPoint[] {
  const far = (p: CityPickupPoint) =>
    p.LATITUDE === null || p.LONGITUDE === null ? Infinity : distanceKm(here, { latitude: p.LATITUDE, longitude: p.LONGITUDE });
  return points
    .map((p) => ({ p, km: far(p) }))
    .sort((a, b) => a.km - b.km)
    .map(({ p }) => p);
}
