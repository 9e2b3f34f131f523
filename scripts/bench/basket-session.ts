import type { Database } from '../../api/db/database';

/** A new session with two basket lines, added through the api as the storefront does; its cookie. */
export async function basketSession(base: string, db: Database): Promise<string> {
  const { rows } = await db.pool.query<{ id: number }>(
    `SELECT o.id FROM offers o JOIN products p ON p.id = o.product_id WHERE p.active AND o.stock > 0 ORDER BY o.id LIMIT 2`,
  );
  if (rows.length < 2) throw new Error('В демо-данных нет двух предложений в наличии');
  let cookie = '';
  let lines = 0;
  for (const { id } of rows) {
    const res = await fetch(`${base}/api/basket/add/?id=${id}&quantity=1`, {
      headers: { accept: 'application/json', ...(cookie ? { cookie } : {}) },
    });
    if (res.status !== 200) throw new Error(`Не удалось положить ${id} в корзину: ${res.status}`);
    const sid = res.headers.getSetCookie().find((c) => c.startsWith('sid='));
    if (sid) cookie = sid.split(';')[0]!;
    const answer = (await res.json()) as { data: { basket: { ITEMS: unknown[] } } };
    lines = answer.data.basket.ITEMS.length;
  }
  if (!cookie || lines !== 2) throw new Error(`Сессия с двумя строками корзины не получилась: cookie «${cookie}», строк ${lines}`);
  return cookie;
}
