import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { useTestApi } from '../support/database';

describe('request ids', () => {
  const api = useTestApi();

  it('keeps the id the storefront forwards', async () => {
    const response = await request(api().app).get('/healthz').set('x-request-id', 'web-1234.abcd');
    expect(response.headers['x-request-id']).toBe('web-1234.abcd');
  });

  it('gives a request without an id a new one', async () => {
    const response = await request(api().app).get('/api/catalog/section-list/');
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('replaces an id that is not a plain token', async () => {
    const response = await request(api().app).get('/healthz').set('x-request-id', 'a b<script>');
    expect(response.headers['x-request-id']).not.toContain('<');
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
