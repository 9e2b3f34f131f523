/**
 * `npm run order:ship -- <order code> <tracking number>`: hands an order to the courier company
 * until the back office exists. The order turns «Отправлен» with its tracking number, and the
 * buyer's SMS and letter (and an SBP-paid order's receipt at handover) are written to the outbox;
 * the shop's job runner sends them (at once with DATABASE_URL; with the embedded database, which
 * one process holds, stop the shop first and the notices go at its next start).
 */
import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import { parseApiConfig } from '../api/config';
import { openDatabase } from '../api/db/database';
import { orders } from '../api/db/schema';
import { parseOrderCode } from '../api/order/model/code';
import { markOrderShipped, type ShipResult } from '../api/order/service';

const ANSWERS: Record<ShipResult, string> = {
  shipped: 'отправлен: покупателю уйдут SMS и письмо с трек-номером (и чек зачёта предоплаты, если заказ оплачен по СБП)',
  already_shipped: 'уже отправлен раньше, ничего не изменено',
  not_paid: 'ждёт оплаты по СБП: неоплаченный заказ не отправляют',
  surcharge_due: 'ждёт доплаты по СБП за изменённый состав: его отправят после доплаты',
  cancelled: 'отменён, его не отправить',
  refunded: 'деньги за него возвращены, его не отправить',
  not_found: 'не найден',
};

const [codeArgument, tracking] = process.argv.slice(2);
const code = codeArgument && parseOrderCode(codeArgument);
if (!code || !tracking) {
  console.error('Использование: npm run order:ship -- <код заказа> <трек-номер>');
  process.exit(2);
}

const config = parseApiConfig(process.env);
const database = await openDatabase(config, pino({ level: 'warn' }));
try {
  const [order] = await database.db.select({ id: orders.id }).from(orders).where(eq(orders.code, code));
  const result = order ? await markOrderShipped(database.db, order.id, tracking) : 'not_found';
  console.log(`Заказ ${code} ${ANSWERS[result]}`);
  if (result !== 'shipped' && result !== 'already_shipped') process.exitCode = 1;
} catch (error) {
  console.error(`Заказ ${code} не отправлен:`, error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.close();
}
