-- Colour words leave search_extra (weight B: what a product is) for search_colour (weight C), so
-- that search can tell a product whose type matches the query from one that matches only its
-- colour. Rows seeded before this carry the demo palette's words in search_extra: they move over.
WITH palette(code, words) AS (VALUES
  ('molochnyy', 'молочный молочная молочное молочные кремовый айвори'),
  ('belyy', 'белый белая белое белые белоснежный'),
  ('bezhevyy', 'бежевый бежевая бежевое бежевые беж'),
  ('pesochnyy', 'песочный песочная песочное песочные песок кэмел'),
  ('pudrovyy', 'пудровый пудровая пудровое пудровые розовый розовая розовое розовые пудра'),
  ('seryy_melanzh', 'серый меланж серая серое серые меланжевый'),
  ('olivkovyy', 'оливковый оливковая оливковое оливковые хаки олива зелёный зеленый зелёная зеленая зелёные зеленые'),
  ('shalfey', 'шалфей цвета шалфея шалфейный шалфейная шалфейное шалфейные мятный'),
  ('goluboy', 'голубой голубая голубое голубые небесный светло-голубой'),
  ('lavanda', 'лавандовый лавандовая лавандовое лавандовые лаванда сиреневый сиреневая сиреневое сиреневые'),
  ('gorchichnyy', 'горчичный горчичная горчичное горчичные горчица жёлтый желтый жёлтая желтая жёлтое желтое жёлтые желтые'),
  ('terrakota', 'терракотовый терракотовая терракотовое терракотовые терракота кирпичный рыжий'),
  ('grafit', 'графитовый графитовая графитовое графитовые графит антрацит тёмный темный')
)
UPDATE "products" p SET
  "search_colour" = palette.words,
  "search_extra" = array_to_string(ARRAY(
    SELECT t.w FROM unnest(string_to_array(p."search_extra", ' ')) WITH ORDINALITY AS t(w, i)
    WHERE t.w <> ALL (string_to_array(palette.words, ' ')) ORDER BY t.i), ' ')
FROM palette
WHERE palette.code = p."colour_code" AND p."search_colour" = '';--> statement-breakpoint
-- 0015 dropped search_vector to change its expression, and its GIN index went with it.
CREATE INDEX IF NOT EXISTS "products_search_idx" ON "products" USING gin ("search_vector");
