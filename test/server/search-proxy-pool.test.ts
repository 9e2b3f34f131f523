/**
 * Issue 21: a flood of searches must not take the storefront's connections to the api from the
 * pages and the basket. Search calls go through a pool of their own (SEARCH_PROXY_POOL_SIZE).
 */
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { useFresh } from '../support/lifetime';
import { createTestShop } from './support/shop';
import { startUpstream } from './support/upstream';

describe('searches hung at the api', () => {
  // Searches never answer (a flood the api is still working through); everything else answers at once.
  const api = useFresh(
    () =>
      startUpstream((req, res) => {
        if (req.url?.startsWith('/api/catalog/search')) return;
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ status: 'ok', errors: [], data: { basket: {} } }));
      }),
    (upstream) => upstream.close(),
  );

  it('wait for their own connections, and the basket is answered beside them', async () => {
    const shop = await createTestShop({ env: { API_URL: api().url, API_PROXY_POOL_SIZE: '2', SEARCH_PROXY_POOL_SIZE: '1' } });
    try {
      const searches = Array.from({ length: 5 }, (_, i) =>
        request(shop.app)
          .post(i % 2 ? '/api/catalog/search/?query=боди' : '/api/catalog/search-pagen/?query=боди')
          .then(
            () => 'answered',
            () => 'cut',
          ),
      );
      await expect.poll(() => api().requests).toBe(1);
      const basket = await request(shop.app).get('/api/basket/').timeout(3000);
      expect(basket.status).toBe(200);
      // Only the search pool's one connection reached the api with a search.
      expect(api().requests).toBe(2);
      await api().close();
      await Promise.all(searches);
    } finally {
      await shop.close();
    }
  });
});
