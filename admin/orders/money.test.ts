import { describe, expect, it } from 'vitest';
import { parseRubles, refundableKopecks, rubles } from './money';
import type { OrderRecord } from './types';

describe('rubles typed by staff', () => {
  it.each([
    ['500', 50_000],
    ['500,50', 50_050],
    ['500,5', 50_050],
    ['500.05', 50_005],
    ['1 290', 129_000],
    ['1\u00a0290,90', 129_090],
    ['12 345 678', 1_234_567_800],
    ['  450 р.', 45_000],
    ['450 руб', 45_000],
    ['450₽', 45_000],
    ['0', 0],
    ['0,01', 1],
  ])('reads «%s» as %i kopecks', (typed, kopecks) => {
    expect(parseRubles(typed)).toBe(kopecks);
  });

  it.each(['', '   ', 'пятьсот', '-500', '500,505', '12 34', '1 2345', '5e3', '500,', ',50', '1,2,3', '99999999999'])(
    'refuses «%s»',
    (typed) => {
      expect(parseRubles(typed)).toBeNull();
    },
  );

  it('writes kopecks as the shop writes money, with no-break spaces', () => {
    expect(rubles(129_000)).toBe('1\u00a0290\u00a0р.');
    expect(rubles(45_050)).toBe('450,5\u00a0р.');
  });
});

describe('what is left to refund', () => {
  const page = (over: Partial<OrderRecord['order']> = {}, refunds: [number, 'pending' | 'succeeded' | 'cancelled'][] = []) => ({
    order: { paymentMethod: 'sbp', paid: true, status: 'paid', ...over } as OrderRecord['order'],
    payments: [
      {
        id: 1,
        provider: 'sandbox',
        externalId: null,
        status: 'cancelled',
        amountKopecks: 900,
        createdAt: '',
        paidAt: null,
        refundDueAt: null,
      },
      {
        id: 2,
        provider: 'sandbox',
        externalId: 'p-2',
        status: 'succeeded',
        amountKopecks: 300_000,
        createdAt: '',
        paidAt: '2026-03-05T10:00:00.000Z',
        refundDueAt: null,
      },
    ] as OrderRecord['payments'],
    refunds: refunds.map(([amountKopecks, status], i) => ({ id: i + 1, amountKopecks, status, reason: 'x', at: '' })),
  });

  it('is what the SBP payment took less the refunds asked, pending ones included, cancelled ones not', () => {
    expect(refundableKopecks(page())).toBe(300_000);
    expect(
      refundableKopecks(
        page({ status: 'partially_refunded' }, [
          [50_000, 'succeeded'],
          [20_000, 'pending'],
          [10_000, 'cancelled'],
        ]),
      ),
    ).toBe(230_000);
    expect(refundableKopecks(page({}, [[300_000, 'pending']]))).toBe(0);
  });

  it('is nothing for an unpaid, a cash, a cancelled or a refunded order', () => {
    expect(refundableKopecks(page({ paid: false, status: 'new' }))).toBe(0);
    expect(refundableKopecks(page({ paymentMethod: 'cash', status: 'delivered' }))).toBe(0);
    expect(refundableKopecks(page({ status: 'cancelled' }))).toBe(0);
    expect(refundableKopecks(page({ status: 'refunded' }))).toBe(0);
  });
});
