import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import request from 'supertest';
import { expect } from 'vitest';
import { offers, pickupPoints } from '../../../api/db/schema';
import type { Db } from '../../../api/db/database';
import { job, staff } from '../../../api/order/service';
import { hashLoginCode, newSalt } from '../../../api/profile/codes';
import { insertLoginCode } from '../../../api/profile/queries';
import { orderDataSchema, orderDraftDataSchema, orderListDataSchema } from '../../../shared/contract';
import type { CheckoutBody, FastOrderBody } from '../../../shared/contract/order';
import { personPhone } from '../../../shared/contract/person-input';
import { useTestApi } from '../../support/database';
import { expectEnvelope, refusalMessage } from '../../support/envelope';
import { insertBasketFixtures, type BasketFixture } from '../basket/basket-fixture';

/** A cancel by the staff (the back office's, later), and the unpaid-order job's (api/order/lifecycle/cancel.ts). */
export const BY_STAFF = { actor: staff() };
export const UNPAID_JOB = { actor: job('orders.release-unpaid'), reason: 'unpaid' as const };

export { basketOf, offersOf } from '../basket/basket-fixture';

export const ORDER_FIXTURES: BasketFixture[] = [
  {
    code: 'ox-body',
    priceKopecks: 150_000,
    oldPriceKopecks: 180_000,
    sizes: [
      ['62', 10],
      ['68', 3],
      ['74', 0],
    ],
  },
  { code: 'ox-hat', priceKopecks: 45_050, sizes: [['44', 20]] },
  { code: 'ox-leto', priceKopecks: 200_000, sizes: [['80', 5]], capsule: 'leto_2025' },
];

/** What HTTP test helpers take: the app itself or a listening server (for real parallel requests). */
export type Target = Parameters<typeof request.agent>[0];
export type Shopper = ReturnType<typeof request.agent>;

/** A browser (its own cookie jar) with these offers in its basket. */
export async function shopperWith(target: Target, lines: [offerId: number, quantity: number][]): Promise<Shopper> {
  const shopper = request.agent(target);
  for (const [id, quantity] of lines) {
    const res = await shopper.get('/api/basket/add/').query({ id, quantity });
    expect(res.status).toBe(200);
  }
  return shopper;
}

export const newKey = () => randomUUID();

/**
 * What an order paid on receipt, and a one-click order, needs first: this browser confirms `phone`
 * with POST /order/confirmPhone/. The code is written as POST /profile/sendCode/ writes one, without
 * its SMS and so without its limits (one code a minute per phone): for tests about something else
 * (test/api/order/order-on-receipt.test.ts asks the code as a shopper does).
 */
export async function confirmPhoneFor(db: Db, browser: Shopper, phone: string): Promise<void> {
  const code = '246810';
  const salt = newSalt();
  await insertLoginCode(db, { phone: personPhone.parse(phone), codeHash: hashLoginCode(code, salt), salt, ttlSeconds: 300 });
  const res = await browser.post('/api/order/confirmPhone/').send({ phone, code });
  expect(res.status, res.text).toBe(200);
}

export async function firstPickupPoint(db: Db): Promise<number> {
  const [row] = await db.select({ id: pickupPoints.id }).from(pickupPoints).orderBy(asc(pickupPoints.code)).limit(1);
  return row!.id;
}

/**
 * A fresh test api for each test with ORDER_FIXTURES' products; `fixture` holds offer ids by
 * `{code}:{size}`, product ids by code and the first pickup point's id.
 */
export const useOrderApi = () =>
  useTestApi({
    prepare: async (api) => ({ ...(await insertBasketFixtures(api.db, ORDER_FIXTURES)), pointId: await firstPickupPoint(api.db) }),
  });

/** A checkout form that passes: pickup, SBP, consent given. */
export function checkoutBody(pickupPointId: number, overrides: Partial<CheckoutBody> = {}): CheckoutBody {
  return {
    name: 'Анна Петрова',
    phone: '+7 (916) 123-45-67',
    email: 'anna@example.ru',
    comment: '',
    delivery: 'pickup',
    pickupPointId,
    payment: 'sbp',
    consent: true,
    idempotencyKey: newKey(),
    ...overrides,
  };
}

/** A one-click order's form that passes (the whole basket's, or one offer's with `offerId`): consent given. */
export function fastOrderBody(overrides: Partial<FastOrderBody> = {}): FastOrderBody {
  return { name: 'Мария', phone: '9031112233', consent: true, idempotencyKey: newKey(), ...overrides };
}

const personal = (res: request.Response) => expect(res.headers['cache-control']).toBe('private, no-store');

export function orderOf(res: request.Response) {
  expect(res.status).toBe(200);
  personal(res);
  return expectEnvelope(res, orderDataSchema).order;
}

export function draftOf(res: request.Response) {
  expect(res.status).toBe(200);
  personal(res);
  return expectEnvelope(res, orderDraftDataSchema).draft;
}

export function ordersOf(res: request.Response) {
  expect(res.status).toBe(200);
  personal(res);
  return expectEnvelope(res, orderListDataSchema).orders;
}

/** The first error's message of a refused call, after checking status, envelope, language and that no cache keeps it. */
export function errorOf(res: request.Response, status: number): string {
  const message = refusalMessage(res, status);
  personal(res);
  return message;
}

export async function stockOf(db: Db, offerId: number): Promise<number> {
  const [row] = await db.select({ stock: offers.stock }).from(offers).where(eq(offers.id, offerId));
  return row!.stock;
}
