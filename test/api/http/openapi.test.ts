import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Express } from 'express';
import type { z } from 'zod';
import * as contract from '../../../shared/contract';
import { fillPath, splitCallId } from '../../../shared/contract/call';
import { calls, type CallId } from '../../../shared/contract/calls';
import { createTestApi, type TestApi } from '../../support/database';

const ids = Object.keys(calls) as CallId[];

interface OpenApiDocument {
  openapi: string;
  servers: Array<{ url: string }>;
  paths: Record<
    string,
    Record<
      string,
      {
        summary: string;
        parameters: Array<{ in: string; name: string; required?: boolean }>;
        responses: Record<string, { headers?: object }>;
      }
    >
  >;
  components: { schemas: Record<string, { properties?: Record<string, { items?: { $ref?: string } }> }> };
}

async function documentOf(app: Express): Promise<OpenApiDocument> {
  const response = await request(app).get('/api/openapi.json');
  expect(response.status).toBe(200);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  return response.body as OpenApiDocument;
}

const listed = (doc: OpenApiDocument) =>
  Object.entries(doc.paths).flatMap(([path, item]) => Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`));

/** Whether the app answers a call itself, rather than as an unknown one (404 «Метод API не найден»). */
async function answers(app: Express, id: CallId): Promise<boolean> {
  const { method, path: template } = splitCallId(id);
  const path = `/api${fillPath(template, () => 'x')}`;
  const response = await (method === 'GET' ? request(app).get(path) : request(app).post(path).send({}));
  return !(response.status === 404 && response.body.errors?.[0]?.message === 'Метод API не найден');
}

async function answered(app: Express): Promise<string[]> {
  const out: string[] = [];
  for (const id of ids) if (await answers(app, id)) out.push(id);
  return out;
}

describe('GET /api/openapi.json', () => {
  const apis: TestApi[] = [];
  let sandbox: TestApi;
  beforeAll(async () => {
    sandbox = await createTestApi();
    apis.push(sandbox);
  });
  afterAll(() => Promise.all(apis.map((api) => api.drop())));

  it('is an OpenAPI 3.1 document of the calls under /api', async () => {
    const doc = await documentOf(sandbox.app);
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.servers).toEqual([{ url: '/api' }]);
  });

  it('lists exactly the calls the api answers, with their methods', async () => {
    const doc = await documentOf(sandbox.app);
    expect(listed(doc).sort()).toEqual((await answered(sandbox.app)).sort());
    // The test configuration has the sandbox's demo, not YooKassa.
    expect(listed(doc)).toContain('POST /payment/sandbox/{code}/pay/');
    expect(listed(doc)).not.toContain('POST /payment/notify/yookassa/');
  });

  it('follows the configuration: YooKassa in production has its notifications and no sandbox', async () => {
    const yookassa = await createTestApi({
      NODE_ENV: 'production',
      PAYMENT_PROVIDER: 'yookassa',
      YOOKASSA_SHOP_ID: 'shop',
      YOOKASSA_SECRET_KEY: 'secret',
    });
    apis.push(yookassa);
    const doc = await documentOf(yookassa.app);
    expect(listed(doc).sort()).toEqual((await answered(yookassa.app)).sort());
    expect(listed(doc)).toContain('POST /payment/notify/yookassa/');
    expect(listed(doc).filter((id) => id.includes('sandbox'))).toEqual([]);
  });

  it('names each component after the contract schema it is (OrderItem is not OrderDraft)', async () => {
    const doc = await documentOf(sandbox.app);
    // The back office's schemas stay out of the storefront's index (its bundle never needs them).
    const folder = fileURLToPath(new URL('../../../shared/contract/admin/', import.meta.url));
    const files = readdirSync(folder).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));
    const admin = await Promise.all(files.map((file) => import(join(folder, file)) as Promise<Record<string, unknown>>));
    const schemas = Object.assign({}, contract, ...admin) as Record<string, z.ZodType | undefined>;
    for (const name of Object.keys(doc.components.schemas)) {
      const schema = schemas[`${name.charAt(0).toLowerCase()}${name.slice(1)}Schema`];
      expect(schema?.meta()?.id, name).toBe(name);
    }
    expect(doc.components.schemas.Order!.properties!.ITEMS!.items!.$ref).toBe('#/components/schemas/OrderItem');
  });

  it('describes a call’s parameters and its cache policy', async () => {
    const doc = await documentOf(sandbox.app);
    const add = doc.paths['/basket/add/']!.get!;
    expect(add.summary).toMatch(/[А-Яа-я]/);
    expect(add.parameters).toContainEqual(expect.objectContaining({ in: 'query', name: 'id', required: true }));
    expect(add.responses['200']!.headers).toHaveProperty('Cache-Control');
    const detail = doc.paths['/catalog/{code}/detail/']!.get!;
    expect(detail.parameters).toContainEqual(expect.objectContaining({ in: 'path', name: 'code', required: true }));
  });
});
