import { cityKey, openingCity, type PickupPointRow } from '../delivery/service';
import type { Executor } from '../db/database';
import type { Owner } from '../session/service';

/**
 * The city a delivery is priced to (api/delivery/city-key.ts), the same for the draft and the
 * placement: pickup to the chosen point's city, else to the form's city (no point yet); the
 * courier to the form's city. Null: none chosen, the method's flat price.
 */
export function deliveryCityKey(method: 'pickup' | 'courier', point: PickupPointRow | null, city: string | undefined): string | null {
  if (method === 'pickup' && point) return cityKey(point);
  return city ?? null;
}

/**
 * The form's city, else its pickup point's, else the one the checkout opens on (openingCity),
 * which the page shows first: the draft the server renders before the browser has named a city,
 * and an order from a page that sent none, are priced to the city on the screen, not at the flat
 * price. `owner` is asked only when the form names neither.
 */
export async function formCityKey(
  db: Executor,
  city: string | undefined,
  point: PickupPointRow | null,
  owner: () => Promise<Owner | null>,
): Promise<string | undefined> {
  if (city !== undefined) return city;
  if (point) return cityKey(point);
  return (await openingCity(db, await owner()))?.KEY;
}
