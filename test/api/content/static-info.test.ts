import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { shopInfo } from '../../../api/db/schema';
import { staticInfoSchema } from '../../../shared/contract';
import { useTestApi } from '../../support/database';
import { expectEnvelope } from '../../support/envelope';

describe('GET /api/data/getStaticInfo/', () => {
  const api = useTestApi();

  it('answers the brand constants in the contract’s shape', async () => {
    const response = await request(api().app).get('/api/data/getStaticInfo/');
    expect(response.status).toBe(200);
    const info = expectEnvelope(response, staticInfoSchema);

    expect(info.SOCIAL.map((s) => s.CODE)).toEqual(['vk', 'telegram', 'whatsapp', 'youtube', 'ok']);
    expect(info.PHONE).toMatch(/^\+7\d{10}$/);
    expect(info.FREE_DELIVERY_FROM).toBe(7000);
    expect(info.BANNER).toContain('7\u00a0000\u00a0р.');
    expect(info.DOCUMENTS.map((d) => d.NAME)).toEqual(['Политика конфиденциальности', 'Пользовательское соглашение', 'Публичная оферта']);
    expect(info.REQUISITES.length).toBeGreaterThan(0);
    expect(info.CERTIFICATION.length).toBeGreaterThan(0);
    expect(info.MESSENGER.HREF).toMatch(/^https:\/\//);
  });

  it('answers 404 in the envelope when the shop info is missing', async () => {
    await api().db.delete(shopInfo);
    const response = await request(api().app).get('/api/data/getStaticInfo/');
    expect(response.status).toBe(404);
    expectEnvelope(response);
    expect(response.body.errors).toEqual([{ message: 'Сведения о магазине не заполнены' }]);
  });
});
