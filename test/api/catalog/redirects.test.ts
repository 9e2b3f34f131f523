import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { useTestApi } from '../../support/database';
import { expectEnvelope } from '../../support/envelope';

const redirectsSchema = z.array(z.object({ from: z.string(), to: z.string() }));

describe('GET /api/data/redirects/', () => {
  const api = useTestApi();

  it('maps an old category path of every section to its canonical URL', async () => {
    const redirects = expectEnvelope(await request(api().app).get('/api/data/redirects/'), redirectsSchema);
    const sections = (await request(api().app).get('/api/catalog/section-list/')).body.data as Array<{ URL: string }>;

    // Products have their old paths too (test/api/catalog/seed-catalog.test.ts); here only the sections'.
    const sectionUrls = new Set(sections.map((s) => s.URL));
    const toSections = redirects.filter((r) => sectionUrls.has(r.to));
    expect(toSections).toHaveLength(sections.length);
    expect(new Set(toSections.map((r) => r.to))).toEqual(sectionUrls);
    const bodi = sections.find((s) => s.URL.endsWith('-bodi-category/'))!;
    expect(redirects).toContainEqual({ from: '/shop/odezhda/bodi/', to: bodi.URL });
    expect(redirects).toContainEqual({ from: '/shop/outlet/', to: '/outlet/' });
  });

  it('keeps every redirect on the site', async () => {
    const redirects = (await request(api().app).get('/api/data/redirects/')).body.data as Array<{ from: string; to: string }>;
    for (const { from, to } of redirects) {
      expect(from).toMatch(/^\/shop\/[a-z0-9_/-]+\/$/);
      expect(to).toMatch(/^\/[^/\\]/);
    }
  });
});
