/**
 * Migrations 0016–0018 move a product's colour words from search_extra (weight B, what it is) to
 * search_colour (weight C), and keep the search index, which dropping search_vector took with it.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { migrateDatabase } from '../../../api/db/migrate';
import { useDatabaseBefore } from '../../support/migrations';

describe('migrations 0016_search_colour to 0018_search_index_colour_words', () => {
  const before = useDatabaseBefore('0016_search_colour');

  it('move a seeded product’s colour words out of its type words, and keep the search index', async () => {
    const database = before();
    await database.db.execute(sql`
      WITH c AS (INSERT INTO colours (code, name, hex) VALUES ('bezhevyy', 'бежевый', '#d9c3a5') RETURNING code),
      s AS (INSERT INTO sections (code, name, depth) VALUES ('bodi', 'Боди', 1) RETURNING id)
      INSERT INTO products (code, name, model_code, section_id, colour_code, kind, description, composition, care,
        price_kopecks, search_extra)
      SELECT 'bodi-bezhevyy', 'Боди бежевое', 'bodi', s.id, c.code, 'bodysuit-long', 'Боди из хлопка.', 'Хлопок', 'Стирка',
        99000, 'бежевый бежевая бежевое бежевые беж Боди Кулирка бодик бодики боди' FROM s, c`);

    await migrateDatabase(database.pool);
    const { rows } = await database.db.execute<{ search_extra: string; search_colour: string; type: boolean; colour: boolean }>(sql`
      SELECT search_extra, search_colour,
        search_vector @@ to_tsquery('russian', 'бодик:B') AS type,
        search_vector @@ to_tsquery('russian', 'бежевый:B') AS colour
      FROM products`);
    expect(rows).toEqual([
      {
        search_extra: 'Боди Кулирка бодик бодики боди',
        search_colour: 'бежевый бежевая бежевое бежевые беж',
        type: true,
        colour: false,
      },
    ]);
    const index = await database.db.execute(sql`SELECT indexname FROM pg_indexes WHERE indexname = 'products_search_idx'`);
    expect(index.rows).toHaveLength(1);
  });
});
