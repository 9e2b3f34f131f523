import { describe, expect, it } from 'vitest';
import type { orders } from './schema';
import { buildOrder } from './build';

const stored: typeof orders.$inferSelect = {
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
  cancelReason: null,
  cancelledAt: null,
};
const payment = (order: typeof stored) =>
  buildOrder({
    order,
    deliveryName: 'Самовывоз',
    pickupPoint: null,
    items: [],
    certificates: [],
    certificateBalanceAfterKopecks: null,
    refundDue: null,
    surchargeKopecks: null,
  }).PAYMENT;

describe('buildOrder', () => {
  it('offers SBP payment for a new order with something to pay', () => {
    expect(payment(stored)).toMatchObject({ CAN_PAY: true, PAY_URL: '/personal/order/7KQ2M9XW4P/sbp/' });
  });

  it('offers no payment for an SBP order whose total is zero (the payment page would refuse it)', () => {
    const free = { ...stored, discountKopecks: 129_000, totalKopecks: 0 };
    expect(payment(free)).toMatchObject({ CAN_PAY: false, PAY_URL: null });
  });

  it('offers no payment for an order a gift certificate pays whole', () => {
    const covered = { ...stored, certificateCode: 'K7QW3MZP9XRDH2TE', certificateKopecks: 129_000 };
    expect(payment(covered)).toMatchObject({ CAN_PAY: false, PAY_URL: null });
  });
});
