import { describe, expect, it } from 'vitest';
import type { OfferGridItem } from '../../shared/contract/admin/offer-grid';
import { changeOf, MESSAGES, refusalsOf, rublesText } from './draft';

const row: OfferGridItem = {
  id: 7,
  productId: 1,
  productCode: 'bodi',
  name: 'Боди',
  colour: 'молочный',
  sectionName: 'Боди',
  size: '62',
  stock: 3,
  priceKopecks: 129_000,
  oldPriceKopecks: null,
  lowStockThreshold: null,
  active: true,
};

describe("the grid's draft", () => {
  it('shows kopecks as rubles with kopecks after a comma', () => {
    expect([rublesText(129_000), rublesText(129_050), rublesText(null)]).toEqual(['1290', '1290,50', '']);
  });

  it('sends only what differs, in kopecks, and nothing for a cell typed back to its value', () => {
    expect(changeOf(row, { stock: '5', price: '1 390,50', old: '1500' }).change).toEqual({
      offerId: 7,
      stock: 5,
      priceKopecks: 139_050,
      oldPriceKopecks: 150_000,
    });
    expect(changeOf(row, { stock: '3', price: '1290' })).toEqual({ change: null, problem: null });
    expect(changeOf({ ...row, oldPriceKopecks: 150_000 }, { old: '' }).change).toEqual({ offerId: 7, oldPriceKopecks: null });
  });

  it('says what is wrong with a cell that is not a number', () => {
    expect(changeOf(row, { stock: '-1' }).problem).toBe(MESSAGES.stock);
    expect(changeOf(row, { price: 'дорого' }).problem).toBe(MESSAGES.price);
    expect(changeOf(row, { price: '0' }).problem).toBe(MESSAGES.price);
    expect(changeOf(row, { old: '1,2,3' }).problem).toBe(MESSAGES.old);
  });

  it('finds each refused offer by the index of the change sent', () => {
    const sent = [
      { offerId: 7, stock: 1 },
      { offerId: 9, priceKopecks: 1 },
    ];
    const body = {
      errors: [
        { message: 'Ничего не сохранено', customData: { field: 'changes' } },
        { message: 'Цена плохая', customData: { field: 'changes.1' } },
        { message: 'Цена: целое', customData: { field: 'changes.1.priceKopecks' } },
      ],
    };
    expect([...refusalsOf(body, sent)]).toEqual([[9, 'Цена плохая']]);
  });
});
