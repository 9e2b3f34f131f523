import type { Executor } from '../db/database';
import { deleteBasket, findBasket, lockBasket, updateBasket } from './basket-queries';
import { basketLines } from './line-queries';
import { lineQuantity, setLineQuantity } from './offer-queries';

/**
 * At sign-in, inside its transaction: the guest session's basket joins the account's. Each line
 * adds its quantity to the account's line of the same offer, capped by the stock (a line the
 * account already holds is never lowered); a line of something off sale or sold out adds nothing.
 * The account keeps its coupon and gift options, and takes the guest's where it has none. The
 * guest's basket is then gone: the browser, now signed in, sees the account's.
 */
export async function adoptGuestBasket(tx: Executor, sessionId: number, userId: number): Promise<void> {
  const guest = await findBasket(tx, { sessionId, userId: null });
  if (!guest) return;
  const account = await lockBasket(tx, { sessionId: null, userId });
  for (const line of await basketLines(tx, guest.id)) {
    const held = (await lineQuantity(tx, account.id, line.offerId)) ?? 0;
    const wanted = line.onSale ? Math.min(held + line.quantity, line.stock) : held;
    if (wanted > held) await setLineQuantity(tx, account.id, line.offerId, wanted);
  }
  const accountHasGift = account.giftWrap || account.cardMessage !== '' || account.noPricesReceipt;
  await updateBasket(tx, account.id, {
    couponId: account.couponId ?? guest.couponId,
    ...(accountHasGift ? {} : { giftWrap: guest.giftWrap, cardMessage: guest.cardMessage, noPricesReceipt: guest.noPricesReceipt }),
  });
  await deleteBasket(tx, guest.id);
}
