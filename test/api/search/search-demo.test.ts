import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { SEARCH_TOTAL_HEADER, searchPageSchema, searchResultsSchema } from '../../../shared/contract';
import { useTestApi } from '../../support/database';
import { expectEnvelope } from '../../support/envelope';

// The search cases on the seeded demo catalogue itself, as a shopper would type them.
const api = useTestApi({ per: 'file' });

const names = async (query: string) =>
  expectEnvelope(await request(api().app).post('/api/catalog/search/').query({ query }), searchResultsSchema).map((r) => r.NAME);

describe('search on the demo catalogue', () => {
  it.each([
    ['бежевые ползунки', /^Ползунки бежевые/],
    ['ползунки', /^Ползунки/],
    ['бодик', /^Боди/],
    ['ползунуи', /^Ползунки/],
    ['шапочка', /^Шапочка/],
  ])('answers %j with %s first', async (query, first) => {
    const found = await names(query);
    expect(found.length).toBeGreaterThan(0);
    expect(found[0]).toMatch(first);
  });

  it('finds a colour in names and colour words alike', async () => {
    const found = await names('пудровый');
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((n) => /пудров/i.test(n))).toBe(true);
  });

  it('puts a product whose type is the query’s noun above one that only has its colour, and the colour first among them', async () => {
    const top = (await names('бежевый боди')).slice(0, 5);
    expect(top).toHaveLength(5);
    for (const name of top) expect(name).toMatch(/^Боди/);
    // Every beige bodysuit before any bodysuit of another colour.
    const beige = top.map((name) => /бежев/i.test(name));
    expect(beige[0]).toBe(true);
    expect(beige.indexOf(false)).toBeGreaterThan(beige.lastIndexOf(true));
  });

  it('tells the overlay how many products the results page finds, beyond the ten it shows', async () => {
    const overlay = await request(api().app).post('/api/catalog/search/').query({ query: 'боди' });
    const page = expectEnvelope(await request(api().app).get('/api/catalog/search-pagen/').query({ query: 'боди' }), searchPageSchema);
    expect(expectEnvelope(overlay, searchResultsSchema)).toHaveLength(10);
    expect(page.PAGINATION.TOTAL).toBeGreaterThan(10);
    expect(overlay.headers[SEARCH_TOTAL_HEADER.toLowerCase()]).toBe(String(page.PAGINATION.TOTAL));
  });
});
