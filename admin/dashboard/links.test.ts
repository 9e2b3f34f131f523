import { describe, expect, it } from 'vitest';
import { ordersListPath } from './links';

describe("the dashboard's links to the orders list", () => {
  it("writes the filters as react-admin's list reads them from its address", () => {
    const path = ordersListPath('/admin', { paid: 'unpaid' });
    expect(path).toBe('/admin/orders?filter=%7B%22paid%22%3A%22unpaid%22%7D');
    const url = new URL(path, 'https://shop.example');
    expect(JSON.parse(url.searchParams.get('filter')!)).toEqual({ paid: 'unpaid' });
    expect(url.pathname).toBe('/admin/orders');
  });

  it('keeps several filters together, statuses as the list of its several-statuses filter', () => {
    const url = new URL(ordersListPath('/admin', { status: ['new'], payment: 'cash' }), 'https://shop.example');
    expect(JSON.parse(url.searchParams.get('filter')!)).toEqual({ status: ['new'], payment: 'cash' });
  });
});
