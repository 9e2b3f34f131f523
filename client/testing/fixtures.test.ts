import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { basketSchema } from '../../shared/contract/basket';
import {
  facetsSchema,
  listingSchema,
  productCardSchema,
  productDetailSchema,
  reviewSchema,
  searchResultSchema,
} from '../../shared/contract/catalog';
import { certificateSchema } from '../../shared/contract/certificate';
import { posterSchema, staticInfoSchema } from '../../shared/contract/data';
import { deviceSchema } from '../../shared/contract/devices';
import { orderDraftSchema, orderSchema, pickupPointSchema } from '../../shared/contract/order';
import { paymentSchema } from '../../shared/contract/payment';
import { profileSchema } from '../../shared/contract/profile';
import { sectionTreeSchema } from '../../shared/contract/section';
import { facets, listing, productCard, productDetail, reviews, searchResult } from './catalog';
import { poster, sectionTree, staticInfo } from './fixtures';
import { basket, basketItem, cityPoints, draft, emptyBasket, emptyDraft, order, orderItem, payment, pickupPoint } from './orders';
import { deliveryPointsSchema } from '../../shared/contract/delivery';
import { certificate, device, profile } from './profile';

/** What each factory makes, and the schema the api's answer of that shape is checked with. */
const MADE: Array<[string, z.ZodType, unknown]> = [
  ['a product card', productCardSchema, productCard()],
  ['a product page', productDetailSchema, productDetail()],
  ['a listing', listingSchema, listing([productCard()], 2, 3)],
  ['facets', facetsSchema, facets],
  ['a search result', searchResultSchema, searchResult()],
  ['a review', reviewSchema, reviews[0]],
  ['a basket', basketSchema, basket()],
  ['an empty basket', basketSchema, emptyBasket()],
  ['a checkout draft', orderDraftSchema, draft()],
  ['an empty basket’s draft', orderDraftSchema, emptyDraft()],
  ['a pickup point', pickupPointSchema, pickupPoint()],
  ['a city’s pickup points', deliveryPointsSchema, cityPoints()],
  ['an order', orderSchema, order()],
  ['a payment', paymentSchema, payment()],
  ['a profile', profileSchema, profile()],
  ['a certificate', certificateSchema, certificate()],
  ['a device', deviceSchema, device()],
  ['the shop’s information', staticInfoSchema, staticInfo],
  ['the section tree', sectionTreeSchema, sectionTree],
  ['a poster', posterSchema, poster()],
];

describe('the contract fixtures’ factory', () => {
  it.each(MADE)('makes %s the contract’s schema accepts', (_name, schema, made) => {
    expect(schema.safeParse(made).error).toBeUndefined();
  });

  it('changes only the fields a test names, of a line’s product and a poster’s parameters too', () => {
    const line = basketItem({ QUANTITY: 1, PRODUCT: { NAME: 'Боди бежевое' } });
    expect(line).toEqual({ ...basketItem(), QUANTITY: 1, PRODUCT: { ...basketItem().PRODUCT, NAME: 'Боди бежевое' } });
    expect(orderItem({ PRODUCT: { URL: null } }).PRODUCT).toEqual({ ...orderItem().PRODUCT, URL: null });
    expect(poster({ PARAMS: { DELAY: 0 } }).PARAMS).toEqual({ ...poster().PARAMS, DELAY: 0 });
  });

  it('keeps an order’s line the same as the basket’s it came from, and its pay link on its own code', () => {
    const { AVAILABLE: _available, MAX_QUANTITY: _stock, PRODUCT, ...line } = basketItem();
    const { ID: _id, ...product } = PRODUCT;
    expect(order().ITEMS).toEqual([{ ...line, PRODUCT: product }]);
    expect(order({ CODE: 'ABC123' }).PAYMENT.PAY_URL).toBe('/personal/order/ABC123/sbp/');
  });

  it('gives a card the address of its ID and CODE, and its page the card’s fields', () => {
    expect(productCard({ ID: 5, CODE: 'bodi-molochnyy' }).URL).toBe('/shop/5-bodi-molochnyy-product/');
    const page = productDetail({ ID: 5, CODE: 'bodi-molochnyy' });
    expect(page).toMatchObject({ ID: 5, URL: '/shop/5-bodi-molochnyy-product/' });
    expect(page.COLORS.find((colour) => colour.ACTIVE)).toMatchObject({ ID: 5, URL: page.URL });
  });
});
