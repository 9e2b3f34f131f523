import type { Executor } from '../db/database';
import type { SharedReads } from '../outbox/service';
import { letterHtml } from './html';
import { orderLetter } from './letter';
import type { OrderLetterPayload } from './notice';
import { readLetterOrder, readLetterShop, type OrderReader } from './read';
import { letterText } from './text';

export interface WrittenLetter {
  to: string;
  /** The shop's name, for the sender's display name. */
  brandName: string;
  subject: string;
  text: string;
  html: string;
  /** The local part of its Message-ID: order, event, audience (the outbox row's id is added by the sender). */
  idPart: string;
}

export interface LetterSettings {
  /** The site's origin, for the link to the order's page. */
  publicUrl: string;
  /** SHOP_NOTIFY_EMAIL; unset = the shop's e-mail of its footer. */
  shopEmail: string | undefined;
  /** Where the order comes from (read.ts says why it is handed in). */
  readOrder: OrderReader;
}

/** The letter of an outbox row, or why it can never be written (answered as a reason). */
export async function writeOrderLetter(
  db: Executor,
  payload: OrderLetterPayload,
  settings: LetterSettings,
  shared: SharedReads,
): Promise<WrittenLetter | { refused: string }> {
  const [data, shop] = await Promise.all([readLetterOrder(db, payload.orderId, shared, settings.readOrder), readLetterShop(db, shared)]);
  if (!data) return { refused: `заказа ${payload.orderId} нет` };
  // Without its footer a letter would go with no name and no requisites: wait for it to be filled.
  if (!shop) throw new Error('сведения о магазине (shop_info) не заполнены');
  const to = payload.audience === 'shop' ? (settings.shopEmail ?? shop.email) : data.order.email;
  if (!to) return { refused: `у заказа ${data.order.code} нет e-mail` };
  const letter = orderLetter(data, shop, payload.event, payload.audience, settings.publicUrl);
  return {
    to,
    brandName: shop.brandName,
    subject: letter.subject,
    text: letterText(letter),
    html: letterHtml(letter),
    idPart: `order-${data.order.code}.${payload.event}.${payload.audience}`,
  };
}
