/**
 * An order letter's content, before it is typeset as plain text (text.ts) and HTML (html.ts): the
 * two parts of one e-mail say the same thing because they are drawn from this one value. Prices
 * are left out of the buyer's letters of a gift order with «чек без цен» (the address may be the
 * recipient's); the shop's letters always carry them.
 */
import { formatPhone } from '../../shared/format/phone';
import { formatPrice, kopecksToRubles } from '../../shared/format/number';
import { urls } from '../../shared/routes';
import { toPayKopecks } from '../order/model/money';
import type { Audience, OrderEvent } from './notice';
import type { LetterOrder, LetterShop } from './read';

export interface Letter {
  subject: string;
  greeting: string;
  /** Paragraphs under the greeting. */
  lead: string[];
  items: { name: string; detail: string; sum: string | null }[];
  /** Label and value; empty without prices. */
  totals: [string, string][];
  facts: [string, string][];
  /** The order's page, for the buyer (it opens only for the browser or account that placed it). */
  link: { text: string; href: string } | null;
  /** The shop's name, contacts and requisites. */
  footer: string[];
}

const price = (kopecks: number) => formatPrice(kopecksToRubles(kopecks));

// How soon returned money arrives is the bank's, not ours: said the same in both refund letters.
const REFUND_TIME = 'Обычно они приходят на счёт за несколько дней, срок зависит от банка.';

const BUYER_LEAD: Record<OrderEvent, (code: string) => string> = {
  placed: (code) => `Спасибо за заказ! Мы получили заказ ${code} и скоро начнём его собирать.`,
  paid: (code) => `Оплата заказа ${code} получена. Сообщим, когда передадим его в доставку.`,
  assembling: (code) => `Собираем заказ ${code}. Сообщим, когда передадим его в доставку.`,
  shipped: (code) => `Заказ ${code} передан в доставку.`,
  delivered: (code) => `Заказ ${code} доставлен. Спасибо, что выбрали нас!`,
  returned: (code) => `Заказ ${code} не забрали из пункта выдачи, и служба доставки вернула его нам. Мы свяжемся с вами.`,
  cancelled: (code) => `Заказ ${code} отменён.`,
  partially_refunded: (code) => `Мы вернули часть денег за заказ ${code}. ${REFUND_TIME}`,
  refunded: (code) => `Мы вернули деньги за заказ ${code}. ${REFUND_TIME}`,
};

/**
 * The unpaid-order job's cancel says why (the order page's «Заказ отменён: не оплачен вовремя»).
 * A cancelled order was not paid (a paid one is refunded instead, decision 041): what may still
 * be the buyer's is a certificate's part, back on the certificate, or SBP money that came late.
 */
function buyerLead({ order }: LetterOrder, event: OrderEvent): string {
  // A courier's parcel was not collected from any point: it could not be handed over.
  if (event === 'returned' && order.deliveryMethod === 'courier')
    return `Заказ ${order.code} не удалось вручить, и служба доставки вернула его нам. Мы свяжемся с вами.`;
  if (event !== 'cancelled') return BUYER_LEAD[event](order.code);
  const lead =
    order.cancelReason === 'unpaid'
      ? [`Заказ ${order.code} отменён: не оплачен вовремя. Товары вернулись в продажу — его можно оформить снова.`]
      : [BUYER_LEAD.cancelled(order.code)];
  if (order.certificateKopecks > 0) lead.push('Сумма, оплаченная подарочным сертификатом, вернулась на сертификат.');
  if (order.paymentMethod === 'sbp' && order.cancelReason !== 'unpaid') lead.push('Если оплата по СБП всё же прошла, мы вернём деньги.');
  return lead.join(' ');
}

/** What follows «Заказ {code}» in the buyer's subject. */
const BUYER_SUBJECT: Record<OrderEvent, string> = {
  placed: ' оформлен',
  paid: ' оплачен',
  assembling: ' собирается',
  shipped: ' отправлен',
  delivered: ' доставлен',
  returned: ' вернулся в магазин',
  cancelled: ' отменён',
  partially_refunded: ': часть денег возвращена',
  refunded: ': деньги возвращены',
};

function paymentText({ order }: LetterOrder): string {
  if (order.status === 'cancelled') return 'не нужна: заказ отменён';
  if (order.status === 'refunded') return 'деньги возвращены';
  if (order.status === 'partially_refunded') return 'деньги возвращены частично';
  if (order.status === 'paid' || order.paidAt !== null || toPayKopecks(order) === 0) return 'оплачен';
  return order.paymentMethod === 'sbp' ? 'по СБП, ожидает оплаты' : 'при получении';
}

function deliveryFacts({ order, deliveryName, pickupPoint }: LetterOrder): [string, string][] {
  // A checkout without a delivery bought gift certificates alone: their codes come by SMS and on the order's page.
  if (order.deliveryMethod === null)
    return [['Доставка', order.kind === 'checkout' ? 'не нужна: код сертификата придёт в SMS' : 'согласуем по телефону']];
  const facts: [string, string][] = [['Доставка', deliveryName ?? order.deliveryMethod]];
  if (pickupPoint) facts.push(['Пункт выдачи', `${pickupPoint.city}, ${pickupPoint.address} (${pickupPoint.schedule})`]);
  if (order.address) facts.push(['Адрес', order.address]);
  return facts;
}

function giftFacts({ order }: LetterOrder): [string, string][] {
  const gift: string[] = [];
  if (order.giftWrap) gift.push('подарочная упаковка');
  if (order.cardMessage) gift.push(`открытка: «${order.cardMessage}»`);
  if (order.noPricesReceipt) gift.push('чек без цен');
  return gift.length > 0 ? [['Подарок', gift.join('; ')]] : [];
}

function totals({ order }: LetterOrder): [string, string][] {
  const rows: [string, string][] = [['Товары', price(order.goodsKopecks)]];
  if (order.discountKopecks > 0)
    rows.push([`Скидка${order.couponCode ? ` по промокоду ${order.couponCode}` : ''}`, `−${price(order.discountKopecks)}`]);
  if (order.deliveryMethod !== null)
    rows.push(['Стоимость доставки', order.deliveryKopecks === 0 ? 'бесплатно' : price(order.deliveryKopecks)]);
  rows.push(['Итого', price(order.totalKopecks)]);
  if (order.certificateKopecks > 0) {
    rows.push(['Подарочным сертификатом', `−${price(order.certificateKopecks)}`]);
    rows.push(['К оплате', price(toPayKopecks(order))]);
  }
  return rows;
}

export function orderLetter(data: LetterOrder, shop: LetterShop, event: OrderEvent, audience: Audience, publicUrl: string): Letter {
  const { order } = data;
  const withPrices = audience === 'shop' || !order.noPricesReceipt;
  const items = data.items.map((item) => ({
    name: item.name,
    detail: [
      item.giftCertificate ? null : `${item.colour}, размер ${item.size}`,
      withPrices ? `${item.quantity} шт. × ${price(item.priceKopecks)}` : `${item.quantity} шт.`,
    ]
      .filter(Boolean)
      .join(' · '),
    sum: withPrices ? price(item.priceKopecks * item.quantity) : null,
  }));
  const facts: [string, string][] = [...deliveryFacts(data), ['Оплата', paymentText(data)]];
  if (order.trackingNumber) facts.push(['Трек-номер', order.trackingNumber]);
  facts.push(...giftFacts(data));

  const buyer = audience === 'buyer';
  if (!buyer) {
    facts.unshift(['Покупатель', order.name], ['Телефон', formatPhone(order.phone) ?? order.phone], ['E-mail', order.email ?? '—']);
    if (order.comment) facts.push(['Комментарий', order.comment]);
  }
  const shopSubject = event === 'placed' ? `Новый заказ ${order.code} на ${price(order.totalKopecks)}` : `Заказ ${order.code} оплачен`;
  const shopLead = event === 'placed' ? `На сайте оформлен заказ ${order.code}.` : `Покупатель оплатил заказ ${order.code}.`;
  return {
    subject: buyer ? `Заказ ${order.code}${BUYER_SUBJECT[event]} — ${shop.brandName}` : shopSubject,
    greeting: buyer ? `Здравствуйте, ${order.name}!` : 'Здравствуйте!',
    lead: [buyer ? buyerLead(data, event) : shopLead],
    items,
    totals: withPrices ? totals(data) : [],
    facts,
    link: buyer ? { text: 'Заказ на сайте', href: `${publicUrl}${urls.order(order.code)}` } : null,
    footer: [shop.brandName, `${formatPhone(shop.phone) ?? shop.phone} · ${shop.email}`, ...shop.requisites],
  };
}
