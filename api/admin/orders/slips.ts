/**
 * Packing slips (decision 050): one printable HTML document of many orders, one slip per printed
 * page, for the warehouse to put in the parcel. A gift order (the shopper asked for a receipt
 * without prices, as its letters honour) shows no prices; the phone is written as the shop writes
 * phones; every typed value is escaped.
 */
import type { OrderPage } from '../../../shared/contract/admin/orders';
import { formatPrice, kopecksToRubles } from '../../../shared/format';
import { escapeMarkup as e } from '../../../shared/format/markup';
import { formatPhone } from '../../../shared/format/phone';
import type { Executor } from '../../db/database';
import { notFound } from '../../http/errors';
import { readOrderForStaff } from './read-page';

const STYLE = `
  body { font: 14px/1.4 system-ui, sans-serif; color: #222; margin: 0; }
  .slip { padding: 16mm 14mm; break-after: page; page-break-after: always; }
  .slip:last-child { break-after: auto; page-break-after: auto; }
  h1 { font-size: 20px; margin: 0 0 8px; }
  table { width: 100%; border-collapse: collapse; margin: 12px 0; }
  th, td { text-align: left; padding: 4px 6px; border-bottom: 1px solid #ccc; vertical-align: top; }
  .num { text-align: right; white-space: nowrap; }
  .note { border: 1px dashed #999; padding: 8px; margin-top: 8px; white-space: pre-wrap; }
  @media screen { .slip { max-width: 180mm; margin: 0 auto 24px; box-shadow: 0 0 4px #bbb; } }
  @page { size: A4; margin: 0; }
`;

const rub = (kopecks: number) => e(formatPrice(kopecksToRubles(kopecks)));
/** As the shop writes phones, +7 (903) 765-4321, for whoever dials it; a number it cannot read, as stored. */
const phone = (stored: string) => e(formatPhone(stored) ?? stored);

function deliveryOf(page: OrderPage): string {
  const { delivery } = page;
  if (delivery.method === 'pickup' && delivery.pickupPoint) {
    return `Самовывоз: ${e(delivery.pickupPoint.city)}, ${e(delivery.pickupPoint.address)} (${e(delivery.pickupPoint.code)})`;
  }
  if (delivery.method === 'courier') return `${e(delivery.name ?? 'Курьер')}: ${e(delivery.address ?? '')}`;
  return 'Доставка по договорённости с менеджером';
}

function linesOf(page: OrderPage, prices: boolean): string {
  const head = `<tr><th>Товар</th><th>Цвет</th><th>Размер</th><th class="num">Кол-во</th>${prices ? '<th class="num">Сумма</th>' : ''}</tr>`;
  const rows = page.lines.map(
    (l) =>
      `<tr><td>${e(l.name)}</td><td>${e(l.colour)}</td><td>${e(l.size)}</td><td class="num">${l.quantity}</td>` +
      (prices ? `<td class="num">${rub(l.priceKopecks * l.quantity - l.discountKopecks)}</td>` : '') +
      '</tr>',
  );
  const total = prices ? `<tr><td colspan="4">Итого с доставкой</td><td class="num">${rub(page.money.totalKopecks)}</td></tr>` : '';
  return `<table>${head}${rows.join('')}${total}</table>`;
}

function slipOf(page: OrderPage): string {
  const { order, gift } = page;
  const prices = !gift.noPricesReceipt;
  return [
    '<section class="slip">',
    `<h1>Заказ ${e(order.code)}</h1>`,
    `<p>Получатель: ${e(order.name)}, ${phone(page.shopper.phone)}<br>${deliveryOf(page)}</p>`,
    linesOf(page, prices),
    gift.wrap ? '<p><b>Упаковать в подарочную упаковку</b></p>' : '',
    gift.cardMessage ? `<p>Открытка:</p><div class="note">${e(gift.cardMessage)}</div>` : '',
    order.comment ? `<p>Комментарий покупателя:</p><div class="note">${e(order.comment)}</div>` : '',
    '</section>',
  ].join('');
}

/** The slips of orders `ids`, in that order; 404 naming the first that does not exist. */
export async function packingSlips(db: Executor, ids: readonly number[]): Promise<string> {
  const pages: OrderPage[] = [];
  for (const id of ids) {
    const page = await readOrderForStaff(db, id);
    if (!page) throw notFound(`Заказ №${id} не найден`);
    pages.push(page);
  }
  const title = pages.length === 1 ? `Упаковочный лист ${pages[0]!.order.code}` : `Упаковочные листы (${pages.length})`;
  return `<!doctype html><html lang="ru"><head><meta charset="utf-8"><title>${e(title)}</title><style>${STYLE}</style></head><body>${pages.map(slipOf).join('')}</body></html>`;
}
