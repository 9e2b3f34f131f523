import { ApiRequestError } from '../../shared/api/client';
import type { ApiError } from '../../shared/contract/envelope';
import type { Order } from '../../shared/contract/order';
import { newIdempotencyKey } from './idempotencyKey';

export type PlaceResult = { ok: true; order: Order } | { ok: false; errors: ApiError[] };

type Send<Form> = (body: Form & { idempotencyKey: string }) => Promise<{ order: Order }>;

const LOST: ApiError = {
  message: 'Не удалось связаться с магазином. Проверьте интернет и отправьте заказ ещё раз — второй заказ не появится.',
};

/**
 * Placing an order — checkout (POST /api/order/checkout/) or one click (POST /api/form/smartOrder/) —
 * with an idempotency key made once per attempt.
 * An answer that was lost (no connection, a fault on our side) leaves the attempt open: the next
 * press sends the same key, and the api answers with the order it may already have placed. A
 * definite answer (placed, or refused with a reason) closes it: the next press is a new attempt.
 */
export function createPlacement<Form>(send: Send<Form>, newKey: () => string = newIdempotencyKey) {
  let key: string | null = null;
  return async function place(form: Form): Promise<PlaceResult> {
    key ??= newKey();
    try {
      const { order } = await send({ ...form, idempotencyKey: key });
      key = null;
      return { ok: true, order };
    } catch (error) {
      if (error instanceof ApiRequestError && error.status < 500) {
        key = null;
        return { ok: false, errors: error.errors.length > 0 ? error.errors : [{ message: error.message }] };
      }
      return { ok: false, errors: error instanceof ApiRequestError && error.errors.length > 0 ? error.errors : [LOST] };
    }
  };
}
