import type { ApiConfig } from '../config';
import type { Db } from '../db/database';
import { DomainError } from '../http/errors';
import { giveBack, HOUR, limit, take } from './limiter';

/**
 * The limits of placing orders and of the call-back form (issue 21, docs/decisions/036). An
 * address pays for every try, refusals included. A phone pays only for the orders placed for it:
 * its point is taken before placing, so that parallel placements cannot both slip past the
 * limit, and given back when nothing was placed; so a stranger's refused tries with someone's
 * number spend only the stranger's address. A phone the session confirmed with a code has an hour
 * of its own besides: what strangers placed with that number does not stop its owner.
 */
export interface OrderLimits {
  /** A try at placing an order from this address (ORDERS_PER_IP_HOUR), whatever comes of it. */
  orderAttempt(ip: string): Promise<void>;
  /**
   * One of the phone's orders of the hour (ORDERS_PER_PHONE_HOUR), taken before placing;
   * answers what gives it back when the placement places nothing. A phone known to be confirmed
   * (`true`: an order paid on receipt asked already) counts in its own hour only. Otherwise the
   * number's shared hour counts, and once that is spent (by whoever typed it) a phone the session
   * confirmed takes from its own hour instead: `confirmed` is asked only then, as most SBP
   * placements never need it.
   */
  orderForPhone(phone: string, confirmed: true | (() => Promise<boolean>)): Promise<() => Promise<void>>;
  /** A «Перезвоните мне» request: per address, then per phone (CALLBACKS_PER_*_HOUR). */
  callback(phone: string, ip: string): Promise<void>;
}

export function createOrderLimits(db: Db, config: ApiConfig): OrderLimits {
  const orders = 'Слишком много заказов';
  const forPhone = 'Слишком много заказов на этот телефон';
  const callbacks = 'Слишком много заявок на звонок';
  const orderIp = limit(db, 'order_ip', config.ORDERS_PER_IP_HOUR, HOUR, orders);
  // Refusals about the phone are shown beside the phone field.
  const orderPhone = limit(db, 'order_phone', config.ORDERS_PER_PHONE_HOUR, HOUR, forPhone, 'phone');
  const orderOwnPhone = limit(db, 'order_own_phone', config.ORDERS_PER_PHONE_HOUR, HOUR, forPhone, 'phone');
  const callbackIp = limit(db, 'callback_ip', config.CALLBACKS_PER_IP_HOUR, HOUR, callbacks);
  const callbackPhone = limit(db, 'callback_phone', config.CALLBACKS_PER_PHONE_HOUR, HOUR, callbacks, 'phone');
  return {
    orderAttempt: (ip) => take([[orderIp, ip]]),
    orderForPhone: async (phone, confirmed) => {
      let bucket = confirmed === true ? orderOwnPhone : orderPhone;
      try {
        await take([[bucket, phone]]);
      } catch (refusal) {
        const spent = refusal instanceof DomainError && refusal.code === 'rate_limited';
        if (confirmed === true || !spent || !(await confirmed())) throw refusal;
        bucket = orderOwnPhone;
        await take([[bucket, phone]]);
      }
      return () => giveBack([[bucket, phone]]);
    },
    // The address first: a stranger's requests spend their own budget before a victim's phone's.
    callback: (phone, ip) =>
      take([
        [callbackIp, ip],
        [callbackPhone, phone],
      ]),
  };
}
