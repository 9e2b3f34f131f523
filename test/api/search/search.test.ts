import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { searchResultsSchema } from '../../../shared/contract';
import { SEARCH_QUERY_MAX } from '../../../shared/contract/catalog';
import { expectEnvelope } from '../../support/envelope';
import { useSearchApi } from './search-fixtures';

// One database for the file: every test only reads.
const api = useSearchApi({ per: 'file' });

async function search(query: string) {
  const res = await request(api().app).post('/api/catalog/search/').query({ query });
  return expectEnvelope(res, searchResultsSchema);
}
const names = async (query: string) => (await search(query)).map((r) => r.NAME);

describe('POST /api/catalog/search/', () => {
  it('finds a name in another word order and word form', async () => {
    expect((await names('бежевые ползунки'))[0]).toBe('Ползунки бежевые');
    expect(await names('ползунков бежевых')).toContain('Ползунки бежевые');
  });

  it('answers with the fields of spec §2.7', async () => {
    const [first] = await search('бежевые ползунки');
    expect(first).toMatchObject({
      CODE: 'fx-romper-beige',
      NAME: 'Ползунки бежевые',
      PREVIEW_PICTURE: '/images/products/fx-romper-beige-1.svg',
      PRICE: 1290,
      SECTION: { NAME: expect.any(String) },
    });
    expect(first!.URL).toBe(`/shop/${first!.ID}-fx-romper-beige-product/`);
  });

  it('finds products by colour', async () => {
    expect((await names('бежевый')).sort()).toEqual(['Ползунки бежевые', 'Шапочка бежевая']);
    expect((await names('голубое')).sort()).toEqual(['Плед муслиновый', 'Ползунки голубые']);
  });

  it('forgives small typos', async () => {
    expect(await names('бодик')).toEqual(['Боди с коротким рукавом']);
    expect((await names('ползунуи')).slice(0, 3).sort()).toEqual(['Ползунки', 'Ползунки бежевые', 'Ползунки голубые']);
    expect((await names('бежевые ползунуи'))[0]).toBe('Ползунки бежевые');
  });

  it('finds a word being typed by its beginning', async () => {
    expect(await names('ползун')).toContain('Ползунки бежевые');
  });

  it('ranks name matches first: the exact name, then names, then descriptions', async () => {
    const found = await names('ползунки');
    expect(found[0]).toBe('Ползунки');
    // The hat is the most popular, yet it only mentions rompers in its description.
    expect(found.indexOf('Шапочка бежевая')).toBe(found.length - 1);
    expect(found.slice(1, 3).sort()).toEqual(['Ползунки бежевые', 'Ползунки голубые']);
  });

  it('never shows an inactive product', async () => {
    expect(await names('серые ползунки')).not.toContain('Ползунки серые');
    expect(await names('ползунки')).not.toContain('Ползунки серые');
  });

  it('does nothing for an empty query (spec §5)', async () => {
    expect(await search('')).toEqual([]);
    expect(await search('   ')).toEqual([]);
    expectEnvelope(await request(api().app).post('/api/catalog/search/'), searchResultsSchema);
  });

  it.each([
    ["'; DROP TABLE products; --"],
    ['"'],
    ["'"],
    ['😀'],
    ['а'.repeat(1000)],
    ['%_'],
    ['!!!???...'],
    ['боди:* & !(шапка | <->)'],
    ['\\x00\u0000'],
    ['и с на'],
  ])('answers an odd query %j with a list, never an error', async (query) => {
    const res = await request(api().app).post('/api/catalog/search/').query({ query });
    expect(res.status).toBe(200);
    expect(searchResultsSchema.parse(res.body.data).length).toBeLessThanOrEqual(10);
  });

  it('still has its products after an SQL-looking query', async () => {
    await search("'; DROP TABLE products; --");
    expect(await names('ползунки')).toContain('Ползунки бежевые');
  });

  it(`reads only the first ${SEARCH_QUERY_MAX} characters of a long query`, async () => {
    const long = `ползунки ${'я'.repeat(SEARCH_QUERY_MAX)} шапочка`;
    expect(await names(long)).toEqual([]);
  });

  it('takes the first of repeated query parameters and a query in the body', async () => {
    const repeated = await request(api().app).post('/api/catalog/search/?query=бодик&query=плед');
    expect(expectEnvelope(repeated, searchResultsSchema).map((r) => r.NAME)).toEqual(['Боди с коротким рукавом']);
    const body = await request(api().app).post('/api/catalog/search/').send({ query: 'плед' });
    expect(expectEnvelope(body, searchResultsSchema).map((r) => r.NAME)).toEqual(['Плед муслиновый']);
  });
});
