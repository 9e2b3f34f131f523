import { describe, expect, it } from 'vitest';
import { orderListQuery } from './filters';

describe("the order list's filters as the api's query", () => {
  it('sends several statuses comma-separated, once each, and nothing for none', () => {
    expect(orderListQuery({ status: ['new', 'paid', 'new'] }, undefined).status).toBe('new,paid');
    expect(orderListQuery({ status: 'assembling' }, undefined).status).toBe('assembling');
    expect(orderListQuery({ status: [] }, undefined).status).toBeUndefined();
    expect(orderListQuery({ status: ['lost'] }, undefined).status).toBeUndefined();
  });

  it('sends paid, payment, delivery (none: one-click orders) and the days as chosen, with the cursor', () => {
    expect(orderListQuery({ paid: 'unpaid', payment: 'cash', delivery: 'none', from: '2026-03-01', to: '2026-03-05' }, 'AbC_-1')).toEqual({
      status: undefined,
      paid: 'unpaid',
      payment: 'cash',
      delivery: 'none',
      from: '2026-03-01',
      to: '2026-03-05',
      q: undefined,
      after: 'AbC_-1',
    });
  });

  it('leaves out values no choice has and days not written as a day', () => {
    expect(orderListQuery({ paid: 'yes', payment: 'card', delivery: 'post', from: '05.03.2026', to: 7 }, undefined)).toEqual(
      expect.objectContaining({ paid: undefined, payment: undefined, delivery: undefined, from: undefined, to: undefined }),
    );
  });

  it('sends the search only once it has a word of three letters or digits; a phone typed any way is one', () => {
    expect(orderListQuery({ q: ' an ' }, undefined).q).toBeUndefined();
    expect(orderListQuery({ q: 'ан 7' }, undefined).q).toBeUndefined();
    expect(orderListQuery({ q: '  Анна ' }, undefined).q).toBe('Анна');
    expect(orderListQuery({ q: '8 (916) 1' }, undefined).q).toBe('8 (916) 1');
    expect(orderListQuery({ q: '45-67' }, undefined).q).toBe('45-67');
  });
});
