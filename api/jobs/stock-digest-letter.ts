import type { StockWatchItem } from '../../shared/contract/admin/stock-watch';
import { escapeMarkup as escapeHtml } from '../../shared/format/markup';

/** The Moscow day of `now`, 'YYYY-MM-DD'. */
const moscowDay = (now: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Moscow' }).format(now);

const lineOf = (i: StockWatchItem) =>
  `${i.name}, размер ${i.size}: ${i.stock === 0 ? 'нет в наличии' : `осталось ${i.stock}`}${i.threshold === null ? '' : ` (порог ${i.threshold})`}`;

/** Subject, text and HTML of the digest: one line per offer, out of stock first. */
export function stockDigestLetter(items: readonly StockWatchItem[], now: Date, publicUrl: string) {
  const day = moscowDay(now);
  const out = items.filter((i) => i.stock === 0).length;
  const subject = `Остатки на ${day}: нет в наличии ${out}, мало ${items.length - out}`;
  const link = new URL('/admin/', publicUrl).href;
  const text = [subject, '', ...items.map(lineOf), '', `Сводка: ${link}`].join('\n');
  const html = `<p>${escapeHtml(subject)}</p><ul>${items.map((i) => `<li>${escapeHtml(lineOf(i))}</li>`).join('')}</ul><p><a href="${escapeHtml(link)}">Сводка</a></p>`;
  return { day, subject, text, html };
}
