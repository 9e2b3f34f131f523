/**
 * A scratch shop's year of orders for `npm run bench:admin` (decision 049), written by PostgreSQL
 * itself (generate_series, a handful of INSERT … SELECT), not row by row: accounts and guests,
 * orders over the demo catalogue spread over 365 days (more of them lately, as a growing shop's),
 * statuses by age, SBP and payment on receipt, pickup, courier and one-click, some coupons, their
 * lines, payments, 54-FZ receipts in the outbox and the lifecycle's history.
 */
import type pg from 'pg';

/** Shoppers' phones are 79000000001…; the first ACCOUNTS of them have accounts. */
const statements = (orders: number, accounts: number, guests: number) => [
  `CREATE TEMP TABLE bench_names AS SELECT * FROM unnest(
     ARRAY['Анна','Мария','Елена','Ольга','Наталья','Татьяна','Ирина','Светлана','Екатерина','Юлия','Дарья','Алина','Ксения','Полина','Виктория','Алексей','Дмитрий','Сергей','Андрей','Иван'],
     ARRAY['Иванова','Смирнова','Кузнецова','Попова','Васильева','Петрова','Соколова','Михайлова','Новикова','Фёдорова','Морозова','Волкова','Алексеева','Лебедева','Семёнова','Егорова','Павлова','Козлова','Степанова','Николаева']
   ) WITH ORDINALITY AS n(first, last, k)`,
  // Shopper p: a name and maybe an e-mail drawn from p, so that an account and its guest orders agree.
  `CREATE TEMP TABLE bench_shoppers AS
   SELECT p, '79' || lpad(p::text, 9, '0') AS phone,
     (SELECT first FROM bench_names WHERE k = 1 + p % 20) || ' ' || (SELECT last FROM bench_names WHERE k = 1 + (p / 20) % 20) AS name,
     CASE WHEN p % 10 < 7 THEN 'mama' || p || (ARRAY['@mail.ru','@yandex.ru','@gmail.com'])[1 + p % 3] END AS email
   FROM generate_series(1, ${accounts + guests}) p`,
  `INSERT INTO users (phone, name, email, email_news, email_news_changed_at, sms_news, consent_at, created_at)
   SELECT phone, name, email, p % 3 = 0, CASE WHEN p % 3 = 0 THEN now() - interval '100 days' END, p % 5 = 0,
     now() - interval '400 days' + p * (interval '399 days' / ${accounts}), now() - interval '400 days' + p * (interval '399 days' / ${accounts})
   FROM bench_shoppers WHERE p <= ${accounts}`,
  `CREATE TEMP TABLE bench_offers AS
   SELECT row_number() OVER (ORDER BY o.id) AS k, o.id AS offer_id, p.id AS product_id, p.code, p.name, coalesce(c.name, '') AS colour, o.size, p.price_kopecks
   FROM offers o JOIN products p ON p.id = o.product_id LEFT JOIN colours c ON c.code = p.colour_code
   WHERE p.price_kopecks < 1000000`,
  `CREATE TEMP TABLE bench_points AS SELECT row_number() OVER (ORDER BY id) AS k, id FROM pickup_points`,
  `CREATE UNIQUE INDEX ON bench_points (k)`,
  // Age in days: random()^1.25 puts more orders in the recent months (a seventh of them in the last
  // 30 days). Statuses by age: older ones done.
  `CREATE TEMP TABLE bench_plan AS
   SELECT i, 1 + floor(random() * ${accounts + guests})::int AS shopper,
     now() - (random() ^ 1.25) * interval '365 days' AS placed,
     random() AS fate, random() AS how, 1 + floor(random() * 3)::int AS lines
   FROM generate_series(1, ${orders}) i`,
  `CREATE UNIQUE INDEX ON bench_plan (i)`,
  `ALTER TABLE bench_plan ADD COLUMN status text, ADD COLUMN payment text, ADD COLUMN delivery text`,
  `UPDATE bench_plan SET
     payment = CASE WHEN how < 0.8 THEN 'sbp' ELSE 'cash' END,
     delivery = CASE WHEN fate * 7 - floor(fate * 7) < 0.05 THEN NULL WHEN fate * 7 - floor(fate * 7) < 0.6 THEN 'pickup' ELSE 'courier' END,
     status = CASE
       WHEN fate < 0.06 THEN 'cancelled'
       WHEN fate < 0.075 THEN 'refunded'
       WHEN fate < 0.08 THEN 'partially_refunded'
       WHEN placed > now() - interval '1 day' THEN (ARRAY['new','paid','assembling'])[1 + floor(fate * 30)::int % 3]
       WHEN placed > now() - interval '5 days' THEN (ARRAY['paid','assembling','shipped'])[1 + floor(fate * 30)::int % 3]
       WHEN placed > now() - interval '10 days' THEN 'shipped'
       ELSE 'delivered' END`,
  // The offer is drawn in the lateral's select list: a random() in the join's condition would be drawn per pair.
  `CREATE TEMP TABLE bench_lines AS
   SELECT p.i, g.n, g.quantity, o.*
   FROM bench_plan p CROSS JOIN LATERAL (
     SELECT n, 1 + floor(random() * (SELECT count(*) FROM bench_offers))::int AS k, 1 + floor(random() * 2)::int AS quantity
     FROM generate_series(1, p.lines) n) g
   JOIN bench_offers o ON o.k = g.k`,
  `ANALYZE bench_plan`,
  `ANALYZE bench_lines`,
  `CREATE TEMP TABLE bench_goods AS
   SELECT l.i, sum(l.price_kopecks * l.quantity)::int AS goods,
     CASE WHEN l.i % 10 = 0 THEN (sum(l.price_kopecks * l.quantity) / 10)::int ELSE 0 END AS discount,
     CASE WHEN p.delivery = 'courier' THEN 39000 WHEN p.delivery = 'pickup' AND sum(l.price_kopecks * l.quantity) < 700000 THEN 19900 ELSE 0 END AS delivery
   FROM bench_lines l JOIN bench_plan p ON p.i = l.i GROUP BY l.i, p.delivery`,
  // The code: 'Z' and i's nine digits with 0 and 1 (not in the codes' alphabet) written X and Y.
  `INSERT INTO orders (code, user_id, kind, status, name, phone, email, delivery_method, pickup_point_id, address, payment_method,
     goods_kopecks, discount_kopecks, delivery_kopecks, total_kopecks, coupon_code, consent_at, created_at, paid_at, shipped_at,
     tracking_number, cancelled_at)
   SELECT 'Z' || translate(lpad(p.i::text, 9, '0'), '01', 'XY'), u.id, CASE WHEN p.delivery IS NULL THEN 'fast' ELSE 'checkout' END,
     p.status, s.name, s.phone, s.email, p.delivery,
     CASE WHEN p.delivery = 'pickup' THEN (SELECT id FROM bench_points WHERE k = 1 + p.i % (SELECT count(*) FROM bench_points)) END,
     CASE WHEN p.delivery = 'courier' THEN 'Москва, ул. Лесная, д. ' || (1 + p.i % 90) || ', кв. ' || (1 + p.i % 200) END,
     p.payment, g.goods, g.discount, g.delivery, g.goods - g.discount + g.delivery,
     CASE WHEN g.discount > 0 THEN 'ЛЕТО10' END, p.placed, p.placed,
     CASE WHEN p.status NOT IN ('new', 'cancelled') AND (p.payment = 'sbp' OR p.status IN ('delivered', 'refunded', 'partially_refunded'))
       THEN p.placed + interval '3 minutes' END,
     CASE WHEN p.status IN ('shipped', 'delivered') THEN p.placed + interval '2 days' END,
     CASE WHEN p.status IN ('shipped', 'delivered') THEN 'CDEK' || (10000000 + p.i) END,
     CASE WHEN p.status = 'cancelled' THEN p.placed + interval '1 hour' END
   FROM bench_plan p JOIN bench_shoppers s ON s.p = p.shopper LEFT JOIN users u ON u.phone = s.phone
   JOIN bench_goods g ON g.i = p.i`,
  `CREATE TEMP TABLE bench_ids AS SELECT p.i, o.id, o.created_at, o.status, o.payment_method, o.paid_at, o.total_kopecks
   FROM bench_plan p JOIN orders o ON o.code = 'Z' || translate(lpad(p.i::text, 9, '0'), '01', 'XY')`,
  `ANALYZE bench_ids`,
  `INSERT INTO order_items (order_id, offer_id, product_id, product_code, name, colour, size, quantity, price_kopecks)
   SELECT b.id, l.offer_id, l.product_id, l.code, l.name, l.colour, l.size, l.quantity, l.price_kopecks
   FROM bench_lines l JOIN bench_ids b ON b.i = l.i ORDER BY b.id, l.n`,
  `INSERT INTO payments (order_id, provider, external_id, idempotence_key, status, amount_kopecks, created_at, paid_at)
   SELECT id, 'sandbox', 'bench-' || id, 'bench-' || id,
     CASE WHEN paid_at IS NOT NULL THEN 'succeeded' WHEN status = 'cancelled' THEN 'cancelled' ELSE 'pending' END,
     total_kopecks, created_at, paid_at
   FROM bench_ids WHERE payment_method = 'sbp'`,
  `INSERT INTO outbox (kind, dedupe_key, payload, attempts, created_at, sent_at, external_id)
   SELECT 'receipt', 'receipt:' || id, jsonb_build_object('operation', 'income', 'orderId', id, 'totalKopecks', total_kopecks), 1,
     paid_at, paid_at + interval '5 seconds', 'bench-receipt-' || id
   FROM bench_ids WHERE payment_method = 'sbp' AND paid_at IS NOT NULL`,
  `INSERT INTO outbox (kind, dedupe_key, payload, attempts, created_at, sent_at, external_id)
   SELECT 'receipt', 'receipt:' || id || ':settlement', jsonb_build_object('operation', 'income', 'orderId', id, 'totalKopecks', total_kopecks), 1,
     created_at + interval '2 days', created_at + interval '2 days 5 seconds', 'bench-settlement-' || id
   FROM bench_ids WHERE payment_method = 'sbp' AND status IN ('shipped', 'delivered')`,
  // The history: placed, then each step of the way to where the order is now.
  `INSERT INTO order_events (order_id, actor_kind, actor_id, from_status, to_status, created_at)
   SELECT b.id, CASE WHEN step.n = 1 THEN 'shopper' WHEN step.to_status = 'paid' THEN 'bank' ELSE 'staff' END, NULL,
     step.from_status, step.to_status, b.created_at + (step.n - 1) * interval '1 hour'
   FROM bench_ids b CROSS JOIN LATERAL (
     SELECT n, lag(s) OVER (ORDER BY n) AS from_status, s AS to_status
     FROM unnest(CASE b.status
       WHEN 'new' THEN ARRAY['new'] WHEN 'paid' THEN ARRAY['new','paid'] WHEN 'assembling' THEN ARRAY['new','paid','assembling']
       WHEN 'shipped' THEN ARRAY['new','paid','assembling','shipped'] WHEN 'delivered' THEN ARRAY['new','paid','assembling','shipped','delivered']
       WHEN 'cancelled' THEN ARRAY['new','cancelled'] WHEN 'refunded' THEN ARRAY['new','paid','refunded']
       ELSE ARRAY['new','paid','partially_refunded'] END) WITH ORDINALITY AS t(s, n)) step
   ORDER BY b.id, step.n`,
  `ANALYZE`,
];

/** Writes the year of orders (and its shoppers) into the scratch shop's database. */
export async function insertBenchOrders(pool: pg.Pool, orders: number): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    for (const statement of statements(orders, Math.round(orders * 0.3), Math.round(orders * 0.1))) await client.query(statement);
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}
