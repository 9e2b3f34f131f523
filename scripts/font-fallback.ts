/**
 * `npx tsx scripts/font-fallback.ts`: the metric overrides of the fallback faces in
 * client/components/global/font-fallback.ts (docs/decisions/021-first-paint.md). For each Nunito weight
 * the shop uses, compares the shipped files (@fontsource/nunito, WOFF) with Arial's metrics (read from
 * Liberation Sans, which is metric-compatible with Arial and ships with the system Chromium here):
 * `size-adjust` makes the fallback's Russian text as wide as Nunito's, so lines wrap at the same
 * words when the face swaps in; the ascent, descent and line-gap overrides give it Nunito's line box.
 * Prints the table to paste; run it again only if the font files or the weights change.
 */
import { readFileSync } from 'node:fs';
import { inflateSync } from 'node:zlib';

/** Text like the shop's: the frequency of letters, spaces, digits and punctuation of its pages. */
const SAMPLE =
  'Органик Кидс — одежда для малышей из органического хлопка. Боди с коротким рукавом, 62–68, 1 290 р. ' +
  'Комбинезон на кнопках, песочный. Бесплатная доставка от 7 000 р. до пункта выдачи. Добавить в корзину. ' +
  'Мы шьём то, что сами хотели бы надеть на своих детей: мягкое, простое и честное по составу.';

type Tables = Map<string, Buffer>;

function woffTables(file: string): Tables {
  const data = readFileSync(file);
  const count = data.readUInt16BE(12);
  const tables: Tables = new Map();
  for (let i = 0; i < count; i++) {
    const at = 44 + i * 20;
    const tag = data.toString('latin1', at, at + 4);
    const offset = data.readUInt32BE(at + 4);
    const compLength = data.readUInt32BE(at + 8);
    const origLength = data.readUInt32BE(at + 12);
    const raw = data.subarray(offset, offset + compLength);
    tables.set(tag, compLength < origLength ? inflateSync(raw) : raw);
  }
  return tables;
}

function ttfTables(file: string): Tables {
  const data = readFileSync(file);
  const count = data.readUInt16BE(4);
  const tables: Tables = new Map();
  for (let i = 0; i < count; i++) {
    const at = 12 + i * 16;
    const offset = data.readUInt32BE(at + 8);
    tables.set(data.toString('latin1', at, at + 4), data.subarray(offset, offset + data.readUInt32BE(at + 12)));
  }
  return tables;
}

interface Face {
  unitsPerEm: number;
  ascender: number;
  descender: number;
  lineGap: number;
  /** Advance width of a character, in font units; undefined if the face has no glyph for it. */
  advance(char: string): number | undefined;
}

function face(tables: Tables): Face {
  const head = tables.get('head')!;
  const hhea = tables.get('hhea')!;
  const hmtx = tables.get('hmtx')!;
  const cmap = tables.get('cmap')!;
  const metrics = hhea.readUInt16BE(34);
  // The Unicode BMP subtable (format 4).
  let sub = -1;
  for (let i = 0; i < cmap.readUInt16BE(2); i++) {
    const offset = cmap.readUInt32BE(4 + i * 8 + 4);
    if (cmap.readUInt16BE(offset) === 4) sub = offset;
  }
  const segs = cmap.readUInt16BE(sub + 6) / 2;
  const glyph = (code: number): number => {
    for (let s = 0; s < segs; s++) {
      const end = cmap.readUInt16BE(sub + 14 + s * 2);
      if (end < code) continue;
      const startAt = sub + 16 + segs * 2 + s * 2;
      const start = cmap.readUInt16BE(startAt);
      if (start > code) return 0;
      const delta = cmap.readInt16BE(startAt + segs * 2);
      const rangeAt = startAt + segs * 4;
      const range = cmap.readUInt16BE(rangeAt);
      if (range === 0) return (code + delta) & 0xffff;
      const id = cmap.readUInt16BE(rangeAt + range + (code - start) * 2);
      return id === 0 ? 0 : (id + delta) & 0xffff;
    }
    return 0;
  };
  return {
    unitsPerEm: head.readUInt16BE(18),
    ascender: hhea.readInt16BE(4),
    descender: hhea.readInt16BE(6),
    lineGap: hhea.readInt16BE(8),
    advance(char) {
      const id = glyph(char.codePointAt(0)!);
      if (id === 0) return undefined;
      return hmtx.readUInt16BE(Math.min(id, metrics - 1) * 4);
    },
  };
}

/** The sample's width in ems, each character from the first face that has it. */
function width(faces: Face[]): number {
  let ems = 0;
  for (const char of SAMPLE) {
    const owner = faces.find((f) => f.advance(char) !== undefined);
    if (!owner) throw new Error(`Нет глифа для «${char}»`);
    ems += owner.advance(char)! / owner.unitsPerEm;
  }
  return ems;
}

const NUNITO = 'node_modules/@fontsource/nunito/files';
const ARIAL = '/usr/share/fonts/truetype/liberation';
const pct = (n: number) => `${(n * 100).toFixed(2)}%`;

for (const weight of [400, 600, 700, 800]) {
  const nunito = ['cyrillic', 'latin'].map((subset) => face(woffTables(`${NUNITO}/nunito-${subset}-${weight}-normal.woff`)));
  const arial = face(ttfTables(`${ARIAL}/LiberationSans-${weight >= 600 ? 'Bold' : 'Regular'}.ttf`));
  const sizeAdjust = width(nunito) / width([arial]);
  const n = nunito[0]!;
  console.log(
    `  ${weight}: { sizeAdjust: '${pct(sizeAdjust)}', ascent: '${pct(n.ascender / n.unitsPerEm / sizeAdjust)}', ` +
      `descent: '${pct(-n.descender / n.unitsPerEm / sizeAdjust)}', lineGap: '${pct(n.lineGap / n.unitsPerEm / sizeAdjust)}' },`,
  );
}
