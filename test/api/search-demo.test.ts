import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { searchResultsSchema } from '../../shared/contract';
import { useTestApi } from '../support/database';
import { expectEnvelope } from '../support/envelope';

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
});
