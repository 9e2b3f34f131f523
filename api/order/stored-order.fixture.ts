import type { orders } from './schema';

export type StoredOrder = typeof orders.$inferSelect;

/**
 * An order as its row is stored, for the unit tests that build letters, receipts and answers from one:
 * a new order of 1 290 р. by SBP to a pickup point, nothing paid yet. A test names what it cares about.
 */
export const storedOrder = (over: Partial<StoredOrder> = {}): StoredOrder => ({
  id: 1,
  code: '7KQ2M9XW4P',
  sessionId: 1,
  userId: null,
  idempotencyKey: 'key',
  kind: 'checkout',
  status: 'new',
  name: 'Анна',
  phone: '79991234567',
  email: null,
  comment: '',
  deliveryMethod: 'pickup',
  pickupPointId: null,
  address: null,
  paymentMethod: 'sbp',
  goodsKopecks: 129_000,
  discountKopecks: 0,
  deliveryKopecks: 0,
  totalKopecks: 129_000,
  couponId: null,
  couponCode: null,
  certificateCode: null,
  certificateKopecks: 0,
  giftWrap: false,
  cardMessage: '',
  noPricesReceipt: false,
  consentAt: new Date('2026-06-01T12:00:00Z'),
  createdAt: new Date('2026-06-01T12:00:00Z'),
  paidAt: null,
  shippedAt: null,
  trackingNumber: null,
  deliveryPriceSource: null,
  deliveryDaysMin: null,
  deliveryDaysMax: null,
  deliveryCityCode: null,
  deliveryCity: null,
  cancelReason: null,
  cancelledAt: null,
  ...over,
});
