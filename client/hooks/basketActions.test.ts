import type { ScopedMutator } from 'swr';
import { beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { ApiRequestError } from '../../shared/api/client';
import { keys } from '../../shared/api/keys';
import type { Basket, BasketData, BasketItem } from '../../shared/contract/basket';
import { showErrors } from '../components/toasts';
import { trackAdd, trackRemove } from '../lib/analytics';
import { api } from './fetcher';
import { basketActions } from './basketActions';
import { basket, basketItem, emptyBasket } from '../testing/orders';

vi.mock('../components/toasts', () => ({ showErrors: vi.fn(), clearFormToasts: vi.fn() }));
vi.mock('../lib/analytics', async (original) => ({
  ...(await original<typeof import('../lib/analytics')>()),
  trackAdd: vi.fn(),
  trackRemove: vi.fn(),
}));
// The counter's code is loaded on demand; here it is at hand (the mock above) and runs at once.
vi.mock('../lib/metrica', async () => {
  const analytics = await import('../lib/analytics');
  return { withAnalytics: (run: (a: typeof analytics) => void) => run(analytics) };
});

/** Two bodysuits at 990 р.: what the analytics hear about. */
const line: BasketItem = basketItem({ ID: 501, PRODUCT: { NAME: 'Боди молочное' }, PRICE: 990, SUM: 1980 });
const withLine: Basket = basket({ ITEMS: [line] });

/** SWR's mutate as it behaves with a promise: the cache gets what the promise gives. */
function fakeMutate() {
  const cache = new Map<string, unknown>();
  const mutate = vi.fn(async (key: unknown, data: Promise<BasketData>, options: unknown) => {
    const value = await data;
    cache.set(JSON.stringify(key), value);
    void options;
    return value;
  });
  return { mutate: mutate as unknown as ScopedMutator, calls: mutate.mock.calls, cache };
}

let call: MockInstance<typeof api.request>;
beforeEach(() => {
  vi.clearAllMocks();
  call = vi.spyOn(api, 'request');
});

describe('basket actions', () => {
  it('add calls the api with query parameters and replaces the cached basket without asking again', async () => {
    call.mockResolvedValue({ basket: withLine });
    const { mutate, calls, cache } = fakeMutate();
    const answer = await basketActions(mutate).add(501, 2);
    expect(call).toHaveBeenCalledWith('GET /basket/add/', { query: { id: '501', quantity: '2' } });
    expect(calls[0]?.[0]).toEqual(keys.basket());
    expect(calls[0]?.[2]).toEqual({ populateCache: true, revalidate: false });
    expect(cache.get(JSON.stringify(keys.basket()))).toEqual({ basket: withLine });
    expect(answer).toEqual(withLine);
    expect(trackAdd).toHaveBeenCalledWith({ id: 'bodi-molochnoe', name: 'Боди молочное', price: 990, quantity: 2, variant: '62' });
  });

  it('plus, minus and remove send the offer id; minus and remove count as removed pieces', async () => {
    call.mockResolvedValue({ basket: emptyBasket() });
    const { mutate } = fakeMutate();
    const actions = basketActions(mutate);
    await actions.plus(line);
    await actions.minus(line);
    await actions.remove(line);
    expect(call.mock.calls).toEqual([
      ['GET /basket/plus/', { query: { id: '501' } }],
      ['GET /basket/minus/', { query: { id: '501' } }],
      ['GET /basket/remove/', { query: { id: '501' } }],
    ]);
    expect(trackAdd).toHaveBeenCalledWith(expect.objectContaining({ quantity: 1 }));
    expect(vi.mocked(trackRemove).mock.calls.map(([p]) => p.quantity)).toEqual([1, 2]);
  });

  it('sends gift options as Y/N and only those given; coupons as typed', async () => {
    call.mockResolvedValue({ basket: withLine });
    const actions = basketActions(fakeMutate().mutate);
    await actions.setGift({ wrap: true });
    await actions.setGift({ message: 'С днём рождения!', noPrices: false });
    await actions.setCoupon(' hello 10 ');
    await actions.removeCoupon('HELLO10');
    expect(call.mock.calls).toEqual([
      ['GET /basket/setGift/', { query: { wrap: 'Y', message: undefined, noPrices: undefined } }],
      ['GET /basket/setGift/', { query: { wrap: undefined, message: 'С днём рождения!', noPrices: 'N' } }],
      ['GET /basket/setCoupon/', { query: { coupon: ' hello 10 ' } }],
      ['GET /basket/removeCoupon/', { query: { coupon: 'HELLO10' } }],
    ]);
  });

  it('shows the api’s errors as toasts and leaves the basket as it was', async () => {
    const errors = [{ message: 'Больше нет в наличии: в наличии 1 шт.' }];
    call.mockRejectedValue(new ApiRequestError(409, errors));
    const { mutate, cache } = fakeMutate();
    expect(await basketActions(mutate).plus(line)).toBeNull();
    expect(showErrors).toHaveBeenCalledWith(errors, 'basket');
    expect(cache.size).toBe(0);
    expect(trackAdd).not.toHaveBeenCalled();
  });

  it('says that the shop could not be reached when the request itself failed', async () => {
    call.mockRejectedValue(new TypeError('Failed to fetch'));
    expect(await basketActions(fakeMutate().mutate).setCoupon('HELLO10')).toBeNull();
    expect(showErrors).toHaveBeenCalledWith([{ message: expect.stringContaining('Не удалось связаться с магазином') }], 'basket');
  });
});
