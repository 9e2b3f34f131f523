import { describe, expect, it } from 'vitest';
import { filterParams } from '../../../shared/api/keys';
import { activeFilterCount, formSearch, pageHref, pageList, readFilter, sortHref } from './query';

describe('the filter in a section page address', () => {
  it('reads repeated and comma-separated values once each', () => {
    const state = readFilter(new URLSearchParams('size=62&size=68,62&color=bezhevyy&available=Y&sort=price_asc'));
    expect(state).toEqual({ sizes: ['62', '68'], colors: ['bezhevyy'], priceFrom: '', priceTo: '', available: true, sort: 'price_asc' });
  });

  it('drops prices and sorts the api would refuse, and the default sort', () => {
    const state = readFilter(new URLSearchParams('price_from=-5&price_to=abc&sort=cheap'));
    expect(state).toMatchObject({ priceFrom: '', priceTo: '', sort: null });
    expect(readFilter(new URLSearchParams('sort=popular')).sort).toBeNull();
  });

  it('turns a submitted form into the same address a browser without JavaScript reaches, minus empty fields', () => {
    const search = formSearch([
      ['size', '68'],
      ['size', '62'],
      ['color', 'molochnyy'],
      ['price_from', ''],
      ['price_to', ' 2000 '],
      ['available', 'Y'],
      ['sort', 'new'],
    ]);
    expect(search.toString()).toBe('size=68&size=62&color=molochnyy&price_to=2000&available=Y&sort=new');
    expect(filterParams(search)).toEqual({ size: '62,68', color: 'molochnyy', price_to: '2000', available: 'Y', sort: 'new' });
  });

  it('gives an empty query for an empty form', () => {
    expect(
      formSearch([
        ['price_from', ''],
        ['price_to', ''],
      ]).toString(),
    ).toBe('');
  });

  it('counts the chosen values for the phone filter button', () => {
    expect(activeFilterCount(readFilter(new URLSearchParams('size=62&size=68&price_from=100&available=Y')))).toBe(4);
  });
});

describe('sort and page links', () => {
  const current = new URLSearchParams('size=62&page=3');

  it('start a new sort from page 1 and keep the filter', () => {
    expect(sortHref(current, 'price_desc')).toBe('?size=62&sort=price_desc');
    expect(sortHref(new URLSearchParams('sort=new'), 'popular')).toBe('');
  });

  it('leave page 1 out of the address', () => {
    expect(pageHref(current, 1)).toBe('?size=62');
    expect(pageHref(current, 4)).toBe('?size=62&page=4');
  });

  it('list every page of a short listing and gaps in a long one', () => {
    expect(pageList(2, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageList(1, 12)).toEqual([1, 2, 3, 4, null, 12]);
    expect(pageList(6, 12)).toEqual([1, null, 5, 6, 7, null, 12]);
    expect(pageList(12, 12)).toEqual([1, null, 9, 10, 11, 12]);
    expect(pageList(4, 12)).toEqual([1, 2, 3, 4, 5, null, 12]);
  });
});
