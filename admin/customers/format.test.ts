import { describe, expect, it } from 'vitest';
import { moscowDay, moscowMoment, orderState, rubles } from './format';

describe("the customers' screens' figures", () => {
  it('writes kopecks as rubles with no-break spaces, kopecks only when there are some', () => {
    expect(rubles(1_249_000)).toBe('12\u00a0490\u00a0р.');
    expect(rubles(150_050)).toBe('1\u00a0500,50\u00a0р.');
    expect(rubles(0)).toBe('0\u00a0р.');
  });

  it("gives days and moments in Moscow's time: 22:30 UTC is the next morning there", () => {
    expect(moscowDay('2026-03-04T22:30:00Z')).toBe('05.03.26');
    expect(moscowMoment('2026-03-04T22:30:00Z', Date.parse('2026-03-05T12:00:00Z'))).toBe('сегодня в 1:30');
    expect(moscowMoment('2026-03-01T06:05:00Z', Date.parse('2026-03-05T12:00:00Z'))).toBe('1 марта 2026 в 9:05');
  });
});

describe("a customer's order's state", () => {
  const state = (status: 'new' | 'assembling' | 'cancelled' | 'paid', paymentMethod: 'sbp' | 'cash', paid: boolean) =>
    orderState({ status, paymentMethod, paid }, 'не оплачен');

  it('says «не оплачен» where money is still to come, and not where the status says it already', () => {
    expect(state('new', 'sbp', false)).toBe('Ожидает оплаты');
    expect(state('new', 'cash', false)).toBe('Принят, не оплачен');
    expect(state('assembling', 'cash', false)).toBe('Собирается, не оплачен');
    expect(state('cancelled', 'sbp', false)).toBe('Отменён');
    expect(state('paid', 'sbp', true)).toBe('Оплачен');
  });
});
