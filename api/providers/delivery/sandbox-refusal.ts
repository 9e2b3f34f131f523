/**
 * What the sandbox carrier refuses, the way a carrier does (a parcel heavier than the point takes,
 * no phone to call), so the refusal path is seen offline: the reason in Russian, or null.
 */
import { formatWeight } from './weight';
import { sandboxCity } from './sandbox-cities';
import { sandboxPoint } from './sandbox-points';
import { SANDBOX_MAX_PARCEL_GRAMS } from './sandbox-tariff';
import type { ShipmentInput } from './types';

export function sandboxRefusal(input: ShipmentInput): string | null {
  const weight = input.parcel.weightGrams;
  if (!/^\+?7\d{10}$/.test(input.recipient.phone.replace(/[\s()-]/g, ''))) return 'не указан телефон получателя';
  if (input.recipient.name.trim() === '') return 'не указано имя получателя';
  if (weight > SANDBOX_MAX_PARCEL_GRAMS) return `посылка ${formatWeight(weight)} тяжелее ${formatWeight(SANDBOX_MAX_PARCEL_GRAMS)}`;
  const { destination } = input;
  if (destination.method === 'courier') {
    if (!sandboxCity(destination.cityCode)) return 'в город получателя не доставляем';
    return destination.address.trim() === '' ? 'не указан адрес получателя' : null;
  }
  const point = sandboxPoint(destination.pointCode);
  if (!point) return `нет пункта выдачи ${destination.pointCode}`;
  if (point.weightMaxGrams !== null && weight > point.weightMaxGrams) {
    return `посылка ${formatWeight(weight)} тяжелее, чем принимает пункт выдачи ${point.code} (до ${formatWeight(point.weightMaxGrams)})`;
  }
  return null;
}
