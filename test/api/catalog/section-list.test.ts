import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { sectionListSchema } from '../../../shared/contract';
import { useTestApi } from '../../support/database';
import { expectEnvelope } from '../../support/envelope';

describe('GET /api/catalog/section-list/', () => {
  const api = useTestApi();

  it('lists every section flat, parents before their children', async () => {
    const list = expectEnvelope(await request(api().app).get('/api/catalog/section-list/'), sectionListSchema);
    const tree = (await request(api().app).get('/api/catalog/section-tree/')).body.data;

    expect(list.every((s) => s.ITEMS.length === 0)).toBe(true);
    const seen = new Set<number>();
    for (const section of list) {
      if (section.IBLOCK_SECTION_ID !== null) expect(seen).toContain(section.IBLOCK_SECTION_ID);
      seen.add(section.ID);
    }
    const count = (items: Array<{ ITEMS: unknown[] }>): number =>
      items.reduce((n, s) => n + 1 + count(s.ITEMS as Array<{ ITEMS: unknown[] }>), 0);
    expect(list).toHaveLength(count(tree));
    expect(list[0]?.CODE).toBe('outlet');
  });
});
