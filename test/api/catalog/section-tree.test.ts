import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { type Section, sectionTreeSchema } from '../../../shared/contract';
import { matchPage } from '../../../client/routes/match';
import { parseShopSlug } from '../../../shared/routes';
import { useTestApi, type TestApi } from '../../support/database';
import { expectEnvelope } from '../../support/envelope';

function* walk(list: Section[]): Generator<Section> {
  for (const section of list) {
    yield section;
    yield* walk(section.ITEMS);
  }
}

async function readTree(api: TestApi): Promise<Section[]> {
  const response = await request(api.app).get('/api/catalog/section-tree/');
  expect(response.status).toBe(200);
  return expectEnvelope(response, sectionTreeSchema);
}

describe('GET /api/catalog/section-tree/', () => {
  const api = useTestApi({ prepare: readTree });
  const tree = () => api().fixture;

  it('says how the menu paints a section: the outlet red, the summer capsule green, the rest plain (spec §2.4)', () => {
    const painted = [...walk(tree())].filter((s) => s.STYLE !== undefined).map((s) => [s.CODE, s.STYLE]);
    expect(painted).toEqual([
      ['outlet', 'outlet'],
      ['leto_2025', 'capsule'],
    ]);
  });

  it('has every top branch of spec §2.3 in order', () => {
    expect(tree().map((s) => s.CODE)).toEqual([
      'outlet',
      'futbolki_dlya_mam',
      'odezhda',
      'aksessuary',
      'igrushki',
      'podarochnyy_sertifikat',
      'podarochnye_nabory',
      'igrovye_kovriki',
    ]);
    expect(tree().map((s) => s.NAME)).toEqual([
      'Outlet',
      'Футболки для мам',
      'Одежда',
      'Аксессуары',
      'Игрушки',
      'Подарочный сертификат',
      'Подарочные наборы',
      'Игровые коврики',
    ]);
  });

  it('nests up to four levels and reaches the fourth', () => {
    const depths = [...walk(tree())].map((s) => s.DEPTH_LEVEL);
    expect(Math.max(...depths)).toBe(4);
    for (const section of walk(tree())) {
      for (const child of section.ITEMS) {
        expect(child.DEPTH_LEVEL).toBe(section.DEPTH_LEVEL + 1);
        expect(child.IBLOCK_SECTION_ID).toBe(section.ID);
      }
    }
    expect(tree().every((s) => s.IBLOCK_SECTION_ID === null && s.DEPTH_LEVEL === 1)).toBe(true);
  });

  it('holds the clothing and accessories sub-sections with capsules and leto_2025', () => {
    const codes = new Set([...walk(tree())].map((s) => s.CODE));
    for (const code of ['kapsuly', 'dlya_novorozhdennykh', 'kulirka', 'makhra', 'flis', 'plyush', 'leto_2025']) {
      expect(codes).toContain(code);
    }
    const clothing = tree().find((s) => s.CODE === 'odezhda')!;
    expect(clothing.ITEMS.map((s) => s.NAME)).toEqual(
      expect.arrayContaining([
        'Боди',
        'Комбинезоны',
        'Комплекты',
        'Лонгсливы',
        'Майки',
        'Песочники',
        'Распашонки',
        'Трусики',
        'Футболки',
        'Шорты',
        'Брюки',
        'Платья',
      ]),
    );
    const accessories = tree().find((s) => s.CODE === 'aksessuary')!;
    expect(accessories.ITEMS.map((s) => s.NAME)).toEqual([
      'Игровые коврики',
      'Полотенца',
      'Шапки',
      'Слюнявчики',
      'Пустышки',
      'Снуды',
      'Повязки',
      'Сумки',
    ]);
  });

  it('gives every section a unique CODE', () => {
    const codes = [...walk(tree())].map((s) => s.CODE);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('gives every section its canonical URL, which the storefront routes', () => {
    for (const section of walk(tree())) {
      if (section.CODE === 'outlet') {
        expect(section.URL).toBe('/outlet/');
        continue;
      }
      expect(section.URL).toBe(`/shop/${section.ID}-${section.CODE}-category/`);
      expect(parseShopSlug(section.URL.split('/')[2]!)).toEqual({ kind: 'section', id: section.ID, code: section.CODE });
      expect(matchPage(section.URL)?.route.id).toBe('section');
    }
  });

  it('sorts siblings by SORT, then by NAME', () => {
    for (const list of [tree(), ...[...walk(tree())].map((s) => s.ITEMS)]) {
      const sorted = [...list].sort((a, b) => a.SORT - b.SORT || a.NAME.localeCompare(b.NAME, 'ru'));
      expect(list.map((s) => s.ID)).toEqual(sorted.map((s) => s.ID));
    }
  });
});
