import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../shared/api/client';
import type { CheckoutBody, OrderForm } from '../../shared/contract/order';
import { ORDER_FORM_START } from '../../shared/contract/order-constants';
import { order } from '../testing/orders';
import { createPlacement } from './placement';

const form = { ...ORDER_FORM_START, name: 'Анна', phone: '79123456789', pickupPointId: 1, consent: true };

/** A send that answers with the given outcomes in turn and records the keys it got. */
function sender(...outcomes: Array<'ok' | Error>) {
  const keys: string[] = [];
  const send = async (body: CheckoutBody) => {
    keys.push(body.idempotencyKey);
    const outcome = outcomes.shift();
    if (outcome instanceof Error) throw outcome;
    return { order: order() };
  };
  let n = 0;
  return { keys, place: createPlacement<OrderForm>(send, () => `key-${++n}`) };
}

describe('placing an order', () => {
  it('sends the form with a fresh idempotency key and answers the order', async () => {
    const { keys, place } = sender('ok');
    await expect(place(form)).resolves.toEqual({ ok: true, order: order() });
    expect(keys).toEqual(['key-1']);
  });

  it('retries a lost answer with the same key', async () => {
    const { keys, place } = sender(new TypeError('Failed to fetch'), new ApiRequestError(502, []), 'ok');
    const lost = await place(form);
    expect(lost.ok).toBe(false);
    if (!lost.ok) expect(lost.errors[0]?.message).toMatch(/^Не удалось связаться с магазином/);
    await place(form);
    await place(form);
    expect(keys).toEqual(['key-1', 'key-1', 'key-1']);
  });

  it('starts a new attempt after a refusal or a placed order', async () => {
    const refusal = new ApiRequestError(400, [{ message: 'Нужно согласие на обработку персональных данных' }]);
    const { keys, place } = sender(refusal, 'ok', 'ok');
    await expect(place(form)).resolves.toEqual({ ok: false, errors: [{ message: 'Нужно согласие на обработку персональных данных' }] });
    await place(form);
    await place(form);
    expect(keys).toEqual(['key-1', 'key-2', 'key-3']);
  });
});
