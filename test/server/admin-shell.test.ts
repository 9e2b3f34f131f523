import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { NO_ADMIN_BUILD } from '../../server/middleware/admin-shell';
import { eq } from 'drizzle-orm';
import { staffSessions } from '../../api/db/schema';
import { DOCUMENT_CSP } from '../../api/http/calls';
import { useAppAgainstApi } from '../admin/app-against-api';
import { insertAdminOrder } from '../api/admin/read-fixture';
import { totpCode } from '../support/staff';
import { createTestShop, useTestShop } from './support/shop';

const ADMIN_MANIFEST = { entry: '/admin/assets/admin-ABCD1234.js', entryImports: ['/admin/assets/chunk-EFGH5678.js'], screens: {} };

/** Puts a small admin build into the test shop's public folder, as build/admin.ts writes it. */
async function writeAdminBuild(publicDir: string) {
  await mkdir(path.join(publicDir, 'admin', 'assets'), { recursive: true });
  await writeFile(path.join(publicDir, 'admin', 'manifest.json'), JSON.stringify(ADMIN_MANIFEST));
  await writeFile(path.join(publicDir, 'admin', 'assets', 'admin-ABCD1234.js'), 'export {};\n');
}

describe('the back office at /admin/ (server/middleware/admin-shell.ts)', () => {
  const shop = useTestShop({ env: { METRICA_COUNTER_ID: '12345678' } });

  it('answers /admin/ with the shell: the admin bundle with the CSP nonce, never stored, never framed', async () => {
    await writeAdminBuild(shop().publicDir);
    const res = await request(shop().app).get('/admin/');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-frame-options']).toBe('DENY');
    const nonce = /'nonce-([^']+)'/.exec(res.headers['content-security-policy'] as string)![1]!;
    expect(res.text).toContain(`<script type="module" src="/admin/assets/admin-ABCD1234.js" nonce="${nonce}"></script>`);
    expect(res.text).toContain('<link rel="modulepreload" href="/admin/assets/chunk-EFGH5678.js"');
  });

  it('answers a deep link (/admin/staff/3) with the same shell, and /admin with a redirect to /admin/', async () => {
    await writeAdminBuild(shop().publicDir);
    const deep = await request(shop().app).get('/admin/staff/3');
    expect(deep.status).toBe(200);
    expect(deep.text).toContain('/admin/assets/admin-ABCD1234.js');
    const bare = await request(shop().app).get('/admin');
    expect(bare.status).toBe(301);
    expect(bare.headers.location).toBe('/admin/');
  });

  it('carries nothing of the storefront: no entry, no poster, no Metrica counter, no api state', async () => {
    await writeAdminBuild(shop().publicDir);
    const res = await request(shop().app).get('/admin/login');
    expect(res.text).not.toContain('/assets/entry');
    expect(res.text).not.toMatch(/mc\.yandex|ym\(|__SHOP_STATE__|poster/i);
    expect(shop().api.requests.filter((r) => !r.url.startsWith('/api/data/redirects'))).toEqual([]);
  });

  it('caches the hashed admin files forever, and says a missing one is missing', async () => {
    await writeAdminBuild(shop().publicDir);
    const file = await request(shop().app).get('/admin/assets/admin-ABCD1234.js');
    expect(file.status).toBe(200);
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await request(shop().app).get('/admin/assets/chunk-GONE0000.js')).status).toBe(404);
  });

  it('keeps the build manifest to itself: /admin/manifest.json is the shell too', async () => {
    await writeAdminBuild(shop().publicDir);
    const res = await request(shop().app).get('/admin/manifest.json');
    expect(res.headers['content-type']).toMatch(/^text\/html/);
  });

  it('says in Russian that the back office is not built when there is no admin build', async () => {
    const res = await request(shop().app).get('/admin/');
    expect(res.status).toBe(503);
    expect(res.text).toBe(NO_ADMIN_BUILD);
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe('the /api proxy for the back office', () => {
  const admin = useAppAgainstApi();

  it("passes the staff cookie and the X-CSRF-Token header to /api/admin/ and the cookie back, and a document's own policy", async () => {
    const { url, owner, database } = admin();
    const shop = await createTestShop({ env: { API_URL: url } });
    try {
      const signIn = await request(shop.app).post('/api/admin/auth/sign-in/').send({ email: owner.email, password: owner.password });
      expect(signIn.status).toBe(200);
      const setCookie = (signIn.headers['set-cookie'] as unknown as string[])[0]!;
      expect(setCookie).toMatch(/^staff_session=[\w-]+; Path=\/api\/admin; HttpOnly; SameSite=Strict$/);
      const cookie = setCookie.split(';')[0]!;
      const code = await request(shop.app)
        .post('/api/admin/auth/totp/')
        .set('Cookie', cookie)
        .send({ code: await totpCode(owner.secret!) });
      expect(code.status, code.text).toBe(200);
      const csrfToken = (code.body as { data: { csrfToken: string } }).data.csrfToken;
      // The second factor gives the session a new token, in a cookie of its own.
      const signedIn = (code.headers['set-cookie'] as unknown as string[])[0]!.split(';')[0]!;
      expect(signedIn).not.toBe(cookie);
      const create = (token: string | null) => {
        const req = request(shop.app).post('/api/admin/staff/').set('Cookie', signedIn);
        if (token) req.set('X-CSRF-Token', token);
        return req.send({ email: 'pack@example.ru', name: 'Пётр', role: 'warehouse' });
      };
      expect((await create(null)).status).toBe(403);
      const created = await create(csrfToken);
      expect(created.status, created.text).toBe(200);
      // A packing slip styles itself: the proxy passes the api's own policy for documents, not the storefront's nonce one.
      const order = await insertAdminOrder(database.db);
      const slips = await request(shop.app).get(`/api/admin/orders/slips/?ids=${order.id}`).set('Cookie', signedIn);
      expect(slips.status, slips.text).toBe(200);
      expect(slips.headers['content-security-policy']).toBe(DOCUMENT_CSP);
      const signOut = await request(shop.app).post('/api/admin/auth/sign-out/').set('Cookie', signedIn).send({});
      expect(signOut.status, signOut.text).toBe(200);
      expect(String(signOut.headers['set-cookie'])).toMatch(/^staff_session=;/);
      const sessions = await database.db.select().from(staffSessions).where(eq(staffSessions.staffId, owner.id));
      expect(sessions.map((s) => s.endedAt)).toEqual([expect.any(Date)]);
    } finally {
      await shop.close();
    }
  });
});
