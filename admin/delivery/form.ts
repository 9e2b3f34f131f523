import type { DeliveryMethodBody, PickupPointBody } from '../contract-types';
import { parseRubles } from '../orders/money';

/** Kopecks as a field shows them to edit: «1 290», «450,50»; no «р.», which the label carries. */
export function typedRubles(kopecks: number | null): string {
  if (kopecks === null) return '';
  const whole = Math.floor(kopecks / 100);
  const rest = kopecks % 100;
  const grouped = String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  return rest === 0 ? grouped : `${grouped},${String(rest).padStart(2, '0')}`;
}

export type Checked<T> = { body: T; problem: null } | { body: null; problem: string };

/**
 * A method's fields as typed: the price (required, zero is free always) and the threshold (empty:
 * never free). Rubles in whatever way staff type them (orders/money.ts); what the server refuses
 * beyond that (kopecks, too large) it says itself.
 */
export function methodBody(price: string, freeFrom: string): Checked<DeliveryMethodBody> {
  const priceKopecks = parseRubles(price);
  if (priceKopecks === null) return { body: null, problem: 'Цена доставки: введите сумму в рублях, например 290' };
  if (freeFrom.trim() === '') return { body: { priceKopecks, freeFromKopecks: null }, problem: null };
  const freeFromKopecks = parseRubles(freeFrom);
  if (freeFromKopecks === null) return { body: null, problem: 'Бесплатно от: введите сумму в рублях, например 7 000, или оставьте пустым' };
  return { body: { priceKopecks, freeFromKopecks }, problem: null };
}

export type PointFields = Record<'code' | 'city' | 'address' | 'schedule' | 'latitude' | 'longitude', string>;
export const EMPTY_POINT: PointFields = { code: '', city: '', address: '', schedule: '', latitude: '', longitude: '' };

/** A coordinate as typed (a comma or a dot); empty is none. */
function coordinate(typed: string): number | null | undefined {
  const text = typed.trim().replace(',', '.');
  if (text === '') return null;
  const value = Number(text);
  return /^-?\d+(\.\d+)?$/.test(text) && Number.isFinite(value) ? value : undefined;
}

/** A hand-added point's fields; the server checks lengths and the code's letters with its own words. */
export function pointBody(fields: PointFields): Checked<PickupPointBody> {
  const latitude = coordinate(fields.latitude);
  const longitude = coordinate(fields.longitude);
  if (latitude === undefined) return { body: null, problem: 'Широта: число, например 55.7558, или пусто' };
  if (longitude === undefined) return { body: null, problem: 'Долгота: число, например 37.6173, или пусто' };
  const body = {
    code: fields.code.trim(),
    city: fields.city.trim(),
    address: fields.address.trim(),
    schedule: fields.schedule.trim(),
    latitude,
    longitude,
  };
  return { body, problem: null };
}
