import { cityKey, type PickupPointRow } from '../delivery/service';

/**
 * The city a delivery is priced to (api/delivery/city-key.ts), the same for the draft and the
 * placement: pickup to the chosen point's city, else to the form's city (no point yet); the
 * courier to the form's city. Null: none chosen, the method's flat price.
 */
export function deliveryCityKey(method: 'pickup' | 'courier', point: PickupPointRow | null, city: string | undefined): string | null {
  if (method === 'pickup' && point) return cityKey(point);
  return city ?? null;
}
