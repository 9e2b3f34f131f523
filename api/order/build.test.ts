import { describe, expect, it } from 'vitest';
import { type StoredOrder, storedOrder } from './stored-order.fixture';
import { buildOrder } from './build';

const stored = storedOrder();
const payment = (order: StoredOrder) =>
  buildOrder({
    order,
    deliveryName: 'Самовывоз',
    pickupPoint: null,
    items: [],
    certificates: [],
    certificateBalanceAfterKopecks: null,
    refundDue: null,
    surchargeKopecks: null,
    shipment: null,
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
