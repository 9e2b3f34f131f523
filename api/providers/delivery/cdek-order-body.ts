/**
 * A shipment as CDEK's POST /orders takes it (type 1, an online shop's order): the shop's order
 * code as `number`, handed in at the shop's office (`shipment_point`), to a point
 * (`delivery_point`) or a door (`to_location`), one package with the lines as items. Money in
 * roubles. What the courier or the point collects is spread over the pieces, the rest (the
 * delivery's price) as `delivery_recipient_cost`. https://api-docs.cdek.ru/29923926.html
 */
import { cdekPackage } from './cdek-tariff';
import type { ShipmentInput } from './types';

export interface CdekSender {
  shipmentPoint: string;
  name: string;
  phone: string | null;
}

const roubles = (kopecks: number) => kopecks / 100;
const phoneOf = (digits: string) => ({ number: `+${digits.replace(/\D/g, '')}` });

/** Each piece's part of the amount to collect, kopecks: its price, or less when the order costs less than its goods. */
function collectPerPiece(input: ShipmentInput): number[] {
  const goods = input.lines.reduce((sum, l) => sum + l.priceKopecks * l.quantity, 0);
  if (input.collectKopecks === 0 || goods === 0) return input.lines.map(() => 0);
  if (input.collectKopecks >= goods) return input.lines.map((l) => l.priceKopecks);
  // Rounded down, so the pieces never ask more than the order: the kopecks left go with the delivery.
  return input.lines.map((l) => Math.floor((l.priceKopecks * input.collectKopecks) / goods));
}

export function cdekOrderBody(input: ShipmentInput, sender: CdekSender) {
  const perPiece = collectPerPiece(input);
  const itemsCollect = input.lines.reduce((sum, l, i) => sum + perPiece[i]! * l.quantity, 0);
  const { destination } = input;
  return {
    type: 1,
    number: input.orderCode,
    tariff_code: input.tariffCode,
    shipment_point: sender.shipmentPoint,
    ...(destination.method === 'pickup'
      ? { delivery_point: destination.pointCode }
      : { to_location: { code: destination.cityCode, address: destination.address } }),
    sender: { name: sender.name, ...(sender.phone ? { phones: [phoneOf(sender.phone)] } : {}) },
    recipient: {
      name: input.recipient.name,
      phones: [phoneOf(input.recipient.phone)],
      ...(input.recipient.email ? { email: input.recipient.email } : {}),
    },
    ...(input.collectKopecks > itemsCollect ? { delivery_recipient_cost: { value: roubles(input.collectKopecks - itemsCollect) } } : {}),
    packages: [
      {
        number: '1',
        ...cdekPackage(input.parcel),
        items: input.lines.map((line, i) => ({
          name: line.name,
          ware_key: line.sku,
          payment: { value: roubles(perPiece[i]!) },
          cost: roubles(line.priceKopecks),
          weight: line.weightGrams,
          amount: line.quantity,
        })),
      },
    ],
  };
}
