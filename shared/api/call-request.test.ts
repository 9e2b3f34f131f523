import { describe, expect, it } from 'vitest';
import { callRequest } from './call-request';
import { apiUrl } from './client';

describe('callRequest', () => {
  it('takes the method and the path from the call id', () => {
    expect(callRequest('GET /basket/')).toEqual({ method: 'GET', path: '/basket/' });
    expect(callRequest('GET /order/list/')).toEqual({ method: 'GET', path: '/order/list/' });
  });

  it('passes the query as given, leaving out what is not set', () => {
    expect(callRequest('GET /basket/add/', { query: { id: '5', quantity: undefined } })).toEqual({
      method: 'GET',
      path: '/basket/add/',
      query: { id: '5' },
    });
  });

  it('sends a repeated query value as one comma list, as the api reads lists', () => {
    const request = callRequest('GET /catalog/filter/', { query: { section: 'bodi', size: ['62', '68'], page: 2 } });
    expect(request.query).toEqual({ section: 'bodi', size: '62,68', page: 2 });
    expect(apiUrl('', request.path, request.query)).toBe('/api/catalog/filter/?section=bodi&size=62%2C68&page=2');
  });

  it('fills the path parameters, encoded', () => {
    expect(callRequest('GET /catalog/{code}/detail-complex/', { params: { code: 'bodi-molochnyy' } }).path).toBe(
      '/catalog/bodi-molochnyy/detail-complex/',
    );
    expect(callRequest('POST /order/get/{code}/', { params: { code: 'a/b ?ё' } }).path).toBe('/order/get/a%2Fb%20%3F%D1%91/');
  });

  it('sends the body of a POST call', () => {
    const body = { path: '/shop/', EXTEND: 'Y' as const };
    expect(callRequest('POST /data/', { body })).toEqual({ method: 'POST', path: '/data/', body });
  });

  it('refuses to build a path with a parameter missing', () => {
    expect(() => callRequest('GET /catalog/{code}/', { params: { code: '' } })).toThrow('code');
  });

  it('types the input by the table', () => {
    // @ts-expect-error the basket's add needs the offer's id
    expect(() => callRequest('GET /basket/add/', { query: {} })).not.toThrow();
    // @ts-expect-error a call with a path parameter needs it
    expect(() => callRequest('GET /catalog/{code}/detail/')).toThrow();
    // @ts-expect-error the checkout's body is the form, not anything
    expect(callRequest('POST /order/checkout/', { body: { name: 'Анна' } }).method).toBe('POST');
  });
});
