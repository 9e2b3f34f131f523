import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { decodeFile, detectDelimiter, parseMoney, parseStock, readStockCsv } from './parse';

describe('reading a stock CSV', () => {
  it('reads roubles as people and Excel write them, in kopecks', () => {
    expect(parseMoney('1 290,50')).toBe(129_050);
    expect(parseMoney('1290.5')).toBe(129_050);
    expect(parseMoney('1\u00a0290')).toBe(129_000);
    expect(parseMoney('1 290 ₽')).toBe(129_000);
    expect(parseMoney('-3')).toBe(-300);
    expect(parseMoney('')).toBeNull();
    expect(parseMoney('abc')).toBeNaN();
    expect(parseMoney('12,345')).toBeNaN();
    expect(parseMoney('1.290,50')).toBeNaN();
  });

  it('reads a count of pieces', () => {
    expect(parseStock('12')).toBe(12);
    expect(parseStock('1 200')).toBe(1200);
    expect(parseStock('-3')).toBe(-3);
    expect(parseStock(' ')).toBeNull();
    expect(parseStock('2,5')).toBeNaN();
  });

  it('tells UTF-8, its BOM and Windows-1251 apart', () => {
    const text = 'Артикул;Размер;Остаток';
    expect(decodeFile(Buffer.from(`\uFEFF${text}`, 'utf8'))).toEqual({ text, encoding: 'utf-8' });
    expect(decodeFile(Buffer.from(text, 'utf8'))).toEqual({ text, encoding: 'utf-8' });
    expect(decodeFile(iconv.encode(text, 'win1251'))).toEqual({ text, encoding: 'windows-1251' });
  });

  it('takes the delimiter from the header line', () => {
    expect(detectDelimiter('a;b;c\n1,5;2;3')).toBe(';');
    expect(detectDelimiter('a,b,c')).toBe(',');
    expect(detectDelimiter('a\tb\tc')).toBe('\t');
    expect(() => detectDelimiter('abc\n1;2')).toThrow(/точкой с запятой/);
  });

  it('answers each row’s numbers, an empty old price as none and an empty stock as no change', () => {
    const file = readStockCsv(Buffer.from('Артикул;Размер;Остаток;Старая цена\nb-1;62;;\nb-1;68;x;1 500\n'));
    expect(file.rows).toEqual([
      { line: 2, code: 'b-1', size: '62', name: '', oldPriceKopecks: null },
      { line: 3, code: 'b-1', size: '68', name: '', oldPriceKopecks: 150_000, problem: 'Остаток — не целое число: "x"' },
    ]);
  });
});
