/**
 * A product's pictures in the back office (issue 24, docs/decisions/053): a JPEG or a PNG uploaded
 * becomes every width in WebP and JPEG, served with a year's cache, and the storefront's section,
 * search and product page show it; a file that is not a picture (whatever its name), one over 20 MB
 * and one of too many pixels are refused in Russian leaving no file and no row; reorder, alt texts
 * and deletion (its files too), each in the audit log; pictures in an S3 bucket (s3rver) uploaded
 * through one api instance are served by another.
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, asc, eq, gt } from 'drizzle-orm';
import sharp from 'sharp';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, productPictures, sections } from '../../../api/db/schema';
import { PICTURE_MESSAGES } from '../../../shared/contract/admin/pictures';
import { productDataSchema, type ProductAdmin } from '../../../shared/contract/admin/products';
import { PICTURE_WIDTHS, uploadedFileNames, uploadedHash, uploadedSrcSet } from '../../../shared/pictures/uploaded';
import { createTestDatabase, testApiApp, useTestApi, type TestDatabase } from '../../support/database';
import { expectEnvelope, refusalMessage } from '../../support/envelope';
import { plainPicture, testPicture } from '../../support/pictures';
import { startS3 } from '../../support/s3';
import { addStaff, staffSessionFor } from '../../support/staff';
import { CSRF_HEADER } from '../../../shared/contract/admin/roles';
import { newProduct } from './catalogue-fixture';
import { memberAs } from './orders-fixture';

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'pictures-'));
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});
// Each test's database is its own; so is the pictures folder.
beforeEach(async () => {
  await rm(path.join(dataDir, 'pictures'), { recursive: true, force: true });
});

const api = useTestApi({
  env: () => ({ DATA_DIR: dataDir }),
  prepare: async (test) => {
    const [section] = await test.db
      .select({ id: sections.id, code: sections.code })
      .from(sections)
      .where(gt(sections.depth, 1))
      .orderBy(asc(sections.id))
      .limit(1);
    const { id } = await addStaff(test.db, { role: 'manager' });
    const { cookie, csrfToken } = await staffSessionFor(test.db, id);
    return { section: section!, manager: await memberAs(test.app, test.db, 'manager'), cookie, csrfToken };
  },
});

const manager = () => api().fixture.manager;
const files = async () => (await readdir(path.join(dataDir, 'pictures')).catch(() => [] as string[])).filter((f) => !f.endsWith('.part'));

async function create(code = 't-pic'): Promise<ProductAdmin> {
  const res = await manager().post('/products/', newProduct(api().fixture.section.id, code));
  expect(res.status, res.text).toBe(200);
  return expectEnvelope(res, productDataSchema).product;
}

/** A multipart request of the manager's (the JSON helper sends a body of its own). */
const multipart = (id: number) =>
  request(api().app)
    .post(`/api/admin/products/${id}/pictures/`)
    .set('cookie', api().fixture.cookie)
    .set(CSRF_HEADER, api().fixture.csrfToken);

function upload(id: number, file: Buffer, name = 'photo.jpg', contentType = 'image/jpeg') {
  return multipart(id).attach('file', file, { filename: name, contentType });
}

async function uploaded(id: number, file: Buffer, name?: string): Promise<ProductAdmin> {
  const res = await upload(id, file, name);
  expect(res.status, res.text).toBe(200);
  return expectEnvelope(res, productDataSchema).product;
}

describe('product pictures in the back office', () => {
  it('makes a JPEG and a PNG into every width in WebP and JPEG, shown by the storefront', async () => {
    const product = await create();
    const jpeg = await testPicture(1200, 900);
    const withJpeg = await uploaded(product.id, jpeg);
    const withBoth = await uploaded(product.id, await testPicture(1000, 1000, 'png'), 'flat.png');
    expect(withBoth.pictures).toHaveLength(2);
    const [first, second] = withBoth.pictures;
    expect(first).toEqual(withJpeg.pictures[0]);
    expect(first!.url).toMatch(/^\/api\/pictures\/[0-9a-f]{20}-800\.jpg$/);

    const hash = uploadedHash(first!.url)!;
    expect((await files()).sort()).toEqual([...uploadedFileNames(hash), ...uploadedFileNames(uploadedHash(second!.url)!)].sort());
    for (const width of PICTURE_WIDTHS) {
      for (const [ext, type] of [
        ['webp', 'image/webp'],
        ['jpg', 'image/jpeg'],
      ] as const) {
        const res = await request(api().app)
          .get(`/api/pictures/${hash}-${width}.${ext}`)
          .buffer(true)
          .parse((r, done) => {
            const chunks: Buffer[] = [];
            r.on('data', (c: Buffer) => chunks.push(c));
            r.on('end', () => done(null, Buffer.concat(chunks)));
          });
        expect(res.status).toBe(200);
        expect(res.headers['content-type']).toBe(type);
        expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        const meta = await sharp(res.body as Buffer).metadata();
        expect([meta.format, meta.width, meta.height]).toEqual([ext === 'jpg' ? 'jpeg' : 'webp', width, width]);
      }
    }
    expect(uploadedSrcSet(first!.url, 'webp')).toContain(`/api/pictures/${hash}-1600.webp 1600w`);
    expect((await request(api().app).get(`/api/pictures/${hash}-999.jpg`)).status).toBe(404);

    // The storefront: the product page, the section's cards, the search.
    const shop = request(api().app);
    const detail = await shop.get(`/api/catalog/${product.code}/detail/`);
    expect(detail.status, detail.text).toBe(200);
    expect(detail.body.data.PICTURES.map((p: { SRC: string }) => p.SRC)).toEqual([first!.url, second!.url]);
    const section = await shop.get(`/api/catalog/${api().fixture.section.code}/`).query({ sort: 'new' });
    expect(section.status, section.text).toBe(200);
    expect(JSON.stringify(section.body.data)).toContain(first!.url);
    const search = await shop.post('/api/catalog/search/').query({ query: 'Боди тестовое' });
    expect(search.status, search.text).toBe(200);
    expect(JSON.stringify(search.body.data)).toContain(first!.url);

    expect(
      await api()
        .db.select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'product.picture-add'), eq(auditLog.objectId, String(product.id)))),
    ).toMatchObject([
      { before: null, after: { picture: first } },
      { before: null, after: { picture: second } },
    ]);
  });

  it('reorders, sets alt texts and deletes a picture with its files, each audited', async () => {
    const product = await create();
    await uploaded(product.id, await testPicture(900, 900));
    const [a, b] = (await uploaded(product.id, await testPicture(900, 1200))).pictures;
    const res = await manager()
      .post(`/products/${product.id}/pictures/list/`)
      .send({
        pictures: [
          { id: b!.id, alt: ' Боди на малыше ' },
          { id: a!.id, alt: '' },
        ],
      });
    expect(res.status, res.text).toBe(200);
    expect(expectEnvelope(res, productDataSchema).product.pictures).toEqual([
      { ...b, alt: 'Боди на малыше' },
      { ...a, alt: '' },
    ]);
    const deleted = await manager()
      .post(`/products/${product.id}/pictures/list/`)
      .send({ pictures: [{ id: b!.id, alt: 'Боди на малыше' }] });
    expect(expectEnvelope(deleted, productDataSchema).product.pictures.map((p) => p.id)).toEqual([b!.id]);
    expect((await files()).sort()).toEqual(uploadedFileNames(uploadedHash(b!.url)!).sort());
    const audit = await api()
      .db.select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'product.pictures'), eq(auditLog.objectId, String(product.id))))
      .orderBy(asc(auditLog.id));
    expect(audit).toMatchObject([
      { before: { pictures: [a, b] }, after: { pictures: [{ ...b, alt: 'Боди на малыше' }, a] } },
      { before: { pictures: [{ ...b, alt: 'Боди на малыше' }, a] }, after: { pictures: [{ ...b, alt: 'Боди на малыше' }] } },
    ]);
    // Another product's picture is not this one's to order.
    const other = await create('t-pic-2');
    const foreign = await manager()
      .post(`/products/${other.id}/pictures/list/`)
      .send({ pictures: [{ id: b!.id, alt: '' }] });
    expect(refusalMessage(foreign, 409)).toBe(PICTURE_MESSAGES.pictureMissing);
  });

  it.each([
    [
      'a text file named .jpg',
      () => Promise.resolve(Buffer.from('Это не картинка, а текст.\n'.repeat(100))),
      400,
      PICTURE_MESSAGES.notPicture,
    ],
    ['a file over 20 MB', () => Promise.resolve(Buffer.alloc(21 * 1024 * 1024, 0xff)), 413, PICTURE_MESSAGES.tooLarge],
    ['a picture of too many pixels', () => plainPicture(8000, 5001), 400, PICTURE_MESSAGES.tooManyPixels],
    ['a picture too small for the product page', () => testPicture(600, 900), 400, PICTURE_MESSAGES.tooSmall],
  ])('refuses %s in Russian, leaving no file and no row', async (_what, make, status, message) => {
    const product = await create();
    const res = await upload(product.id, await make(), 'photo.jpg', 'image/jpeg');
    expect(refusalMessage(res, status)).toBe(message);
    expect(await files()).toEqual([]);
    expect(await api().db.select().from(productPictures).where(eq(productPictures.productId, product.id))).toEqual([]);
    expect(await api().db.select().from(auditLog).where(eq(auditLog.action, 'product.picture-add'))).toEqual([]);
  });

  it('refuses an upload with no file, and one for a missing product before converting it', async () => {
    const product = await create();
    const none = await multipart(product.id).field('alt', 'без файла');
    expect(refusalMessage(none, 400)).toBe(PICTURE_MESSAGES.noFile);
    const missing = await upload(999_999, await testPicture(900, 900));
    expect(missing.status).toBe(404);
    expect(await files()).toEqual([]);
  });
});

describe('pictures in an S3 bucket', () => {
  let s3: Awaited<ReturnType<typeof startS3>>;
  let database: TestDatabase;
  beforeAll(async () => {
    s3 = await startS3('pictures');
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.drop();
    await s3?.stop();
  });

  it('a picture uploaded through one api instance is served by another', async () => {
    const one = testApiApp(database, s3.env);
    const two = testApiApp(database, s3.env);
    const [section] = await database.db.select({ id: sections.id }).from(sections).where(gt(sections.depth, 1)).limit(1);
    const { id: staffId } = await addStaff(database.db, { role: 'owner' });
    const { cookie, csrfToken } = await staffSessionFor(database.db, staffId);
    const created = await request(one)
      .post('/api/admin/products/')
      .set('cookie', cookie)
      .set(CSRF_HEADER, csrfToken)
      .send(newProduct(section!.id));
    const id = expectEnvelope(created, productDataSchema).product.id;
    const res = await request(one)
      .post(`/api/admin/products/${id}/pictures/`)
      .set('cookie', cookie)
      .set(CSRF_HEADER, csrfToken)
      .attach('file', await testPicture(1000, 800), { filename: 'photo.jpg', contentType: 'image/jpeg' });
    expect(res.status, res.text).toBe(200);
    const [picture] = expectEnvelope(res, productDataSchema).product.pictures;
    const served = await request(two).get(picture!.url.replace('-800.jpg', '-320.webp'));
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    const detail = await request(two).get(`/api/catalog/${created.body.data.product.code}/detail/`);
    expect(detail.body.data.PICTURES[0].SRC).toBe(picture!.url);
    // Deleted through the second: gone from the bucket for both.
    const cleared = await request(two)
      .post(`/api/admin/products/${id}/pictures/list/`)
      .set('cookie', cookie)
      .set(CSRF_HEADER, csrfToken)
      .send({ pictures: [] });
    expect(cleared.status, cleared.text).toBe(200);
    expect((await request(one).get(picture!.url)).status).toBe(404);
  });
});
