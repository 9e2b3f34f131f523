import type { ProductKind } from '../../shared/pictures';
import { colourWords } from './colour-words';

/**
 * The words search finds a product by apart from its name (api/catalog/schema.ts search_extra and
 * search_colour): what the seed writes and what a staff edit writes again (write-search-words.ts).
 */

// What parents type instead of the shop's word (issue 3: «бодик», «соска», «слюнявчик», …).
const BODYSUIT = 'бодик бодики боди';
const ROMPER = 'слип человечек комбез';
const PANTS = 'штанишки штаны';
const HAT = 'шапка шапочка';
const TOWEL = 'уголок полотенчико';
export const KIND_SYNONYMS: Partial<Record<ProductKind, string>> = {
  'bodysuit-short': BODYSUIT,
  'bodysuit-long': BODYSUIT,
  'bodysuit-tank': BODYSUIT,
  'bodysuit-wrap': BODYSUIT,
  'bodysuit-stars': BODYSUIT,
  romper: ROMPER,
  'romper-snaps': ROMPER,
  'romper-hood': ROMPER,
  sleepsuit: 'комбинезон человечек',
  'footed-pants': PANTS,
  'footless-pants': PANTS,
  leggings: 'штанишки',
  trousers: PANTS,
  hat: HAT,
  'hat-ears': HAT,
  beanie: HAT,
  panama: HAT,
  towel: TOWEL,
  'towel-ears': TOWEL,
  'towel-poncho': TOWEL,
  bib: 'слюнявчик слюнявчики',
  pacifier: 'соска соски',
  snood: 'шарф',
  'gift-set': 'подарок',
  'gift-certificate': 'подарок',
  'wrap-top': 'кофточка',
  'wrap-top-mittens': 'кофточка',
  'snap-top': 'кофточка',
  'sand-suit': 'ромпер',
  'sand-suit-pocket': 'ромпер',
  'sand-suit-ruffles': 'ромпер',
  't-shirt': 'футболочка',
};

/** The words, each once, plus their spelling with е for ё, since parents rarely type ё. */
export function searchWords(parts: readonly (string | undefined)[]): string {
  const words = parts.filter(Boolean).join(' ').split(/\s+/).filter(Boolean);
  return [...new Set(words.flatMap((w) => [w, w.replace(/ё/g, 'е')]))].join(' ');
}

/** Grouping sections whose names say nothing about a product ('Капсулы'). */
const SILENT_SECTIONS: ReadonlySet<string> = new Set(['kapsuly']);

export interface SectionWordsRow {
  id: number;
  code: string;
  name: string;
  parentId: number | null;
  depth: number;
}

/**
 * A section's name and its meaningful ancestors' names, as the seed takes them
 * (api/db/seed/catalog/section-names.ts): roots ('Одежда') are too broad, 'Капсулы' says nothing.
 */
export function sectionWords(rows: readonly SectionWordsRow[], id: number | null): string[] {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const self = id === null ? undefined : byId.get(id);
  if (!self) return [];
  const words = [self.name];
  for (
    let up = self.parentId === null ? undefined : byId.get(self.parentId);
    up;
    up = up.parentId === null ? undefined : byId.get(up.parentId)
  ) {
    if (up.depth > 1 && !SILENT_SECTIONS.has(up.code)) words.push(up.name);
  }
  return words;
}

/** search_extra of a product in `sectionId` (and `capsuleId`) of `kind`. */
export function extraWords(rows: readonly SectionWordsRow[], p: { sectionId: number; capsuleId: number | null; kind: string }): string {
  return searchWords([...sectionWords(rows, p.sectionId), ...sectionWords(rows, p.capsuleId), KIND_SYNONYMS[p.kind as ProductKind]]);
}

/** search_colour of a palette colour: every gender and number, and its synonyms. */
export function colourSearchWords(code: string): string {
  const words = colourWords.get(code);
  return words ? searchWords([words.name, words.m, words.f, words.n, words.pl, words.synonyms]) : '';
}
