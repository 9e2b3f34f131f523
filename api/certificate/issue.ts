import { and, eq } from 'drizzle-orm';
import { formatCertificateCode } from '../../shared/contract/certificate-code';
import { formatPrice, kopecksToRubles, plainSpaces } from '../../shared/format/number';
import type { Executor } from '../db/database';
import { orderItems, orders } from '../order/schema';
import { enqueueMessage } from '../outbox/service';
import { addMovement, insertCertificate } from './queries';

// An SMS: plain spaces in the sum (sms-text.ts says why).
const smsText = (nominalKopecks: number, code: string, orderCode: string) =>
  `Подарочный сертификат на ${plainSpaces(formatPrice(kopecksToRubles(nominalKopecks)))} по заказу ${orderCode}: код ${formatCertificateCode(code)}. ` +
  'Им можно оплатить заказ в «Хлопушках» целиком или частями.';

/**
 * The order has just turned paid (inside that transaction): one certificate per unit of each gift
 * certificate line, of the line's price, and an SMS with its code to the buyer through the outbox.
 * A unit that already has its certificate is skipped, so a repeated call issues nothing twice.
 */
export async function issueForOrder(tx: Executor, orderId: number): Promise<number> {
  const lines = await tx
    .select({ item: orderItems, phone: orders.phone, orderCode: orders.code })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(eq(orderItems.orderId, orderId), eq(orderItems.giftCertificate, true)))
    .orderBy(orderItems.id);
  let issued = 0;
  for (const { item, phone, orderCode } of lines) {
    for (let unit = 1; unit <= item.quantity; unit++) {
      const row = await insertCertificate(tx, { nominalKopecks: item.priceKopecks, orderId, orderItemId: item.id, unit });
      if (!row) continue;
      issued++;
      await addMovement(tx, {
        certificateId: row.id,
        kind: 'issued',
        amountKopecks: row.nominalKopecks,
        balanceAfterKopecks: row.balanceKopecks,
        orderId,
      });
      await enqueueMessage(tx, {
        kind: 'sms',
        dedupeKey: `certificate:${row.id}`,
        payload: { phone, text: smsText(row.nominalKopecks, row.code, orderCode) },
      });
    }
  }
  return issued;
}
