/**
 * The sandbox carrier's waybills: one printable A4 page, a block per shipment (sender, recipient,
 * where it goes, the parcel number in large type, the order's code, weight and the amount to
 * collect). Every text is escaped: names and addresses are what shoppers typed.
 */
import { escapeMarkup as esc } from '../../../shared/format/markup';
import { formatPrice, kopecksToRubles } from '../../../shared/format/number';
import { formatWeight } from './weight';

/** What a waybill block shows, read from the shop's own tables (sandbox-waybill-data.ts). */
export interface WaybillEntry {
  externalId: string;
  trackingNumber: string;
  orderCode: string;
  recipientName: string;
  recipientPhone: string;
  /** The point ('Пункт выдачи KZN-01: Казань, ул. Баумана, д. 44/8') or the door's address. */
  destination: string;
  weightGrams: number;
  collectKopecks: number;
}

export interface WaybillSender {
  name: string;
  phone: string | null;
  city: string;
}

const STYLE = `@page{size:A4;margin:12mm}body{font:14px/1.4 sans-serif;margin:0;color:#000}
.waybill{border:2px solid #000;padding:8mm;margin-bottom:8mm;page-break-inside:avoid}
.number{font-size:40px;font-weight:bold;letter-spacing:2px;margin:4mm 0}
dl{display:grid;grid-template-columns:40mm 1fr;gap:1mm 4mm;margin:0}dt{color:#444}dd{margin:0}`;

function block(entry: WaybillEntry, sender: WaybillSender): string {
  const rows: [string, string][] = [
    ['Отправитель', [sender.name, sender.phone, sender.city].filter(Boolean).join(', ')],
    ['Получатель', `${entry.recipientName}, +${entry.recipientPhone.replace(/^\+/, '')}`],
    ['Куда', entry.destination],
    ['Заказ', entry.orderCode],
    ['Вес', formatWeight(entry.weightGrams)],
    ['Наложенный платёж', entry.collectKopecks > 0 ? formatPrice(kopecksToRubles(entry.collectKopecks)) : 'нет, заказ оплачен'],
  ];
  return `<section class="waybill"><div>Посылкин · накладная</div><div class="number">${esc(entry.trackingNumber)}</div><dl>${rows
    .map(([term, value]) => `<dt>${esc(term)}</dt><dd>${esc(value)}</dd>`)
    .join('')}</dl></section>`;
}

export function waybillPage(entries: WaybillEntry[], sender: WaybillSender): string {
  const title = entries.length === 1 ? `Накладная ${entries[0]!.trackingNumber}` : `Накладные (${entries.length})`;
  return `<!doctype html><html lang="ru"><head><meta charset="utf-8"><title>${esc(title)}</title><style>${STYLE}</style></head><body>${entries
    .map((e) => block(e, sender))
    .join('')}</body></html>`;
}
