import { describe, expect, it } from 'vitest';
import { fuzzyWords, searchText, WORDS_MAX } from './words';

describe('searchText', () => {
  it('keeps letters and digits as lower-case words', () => {
    expect(searchText('  Бежевые  ПОЛЗУНКИ, 62! ')).toEqual({ words: ['бежевые', 'ползунки', '62'], phrase: 'бежевые ползунки 62' });
  });

  it('drops quotes, emoji, SQL punctuation and LIKE wildcards', () => {
    expect(searchText("'; DROP TABLE products; --").words).toEqual(['drop', 'table', 'products']);
    expect(searchText('"😀%_\\').words).toEqual([]);
    expect(searchText('боди:* & !шапка | (x)').words).toEqual(['боди', 'шапка', 'x']);
  });

  it('cuts long queries to a few short words', () => {
    expect(searchText('а'.repeat(1000)).words).toEqual(['а'.repeat(40)]);
    expect(searchText(Array.from({ length: 30 }, (_, i) => `w${i}`).join(' ')).words).toHaveLength(WORDS_MAX);
  });
});

describe('fuzzyWords', () => {
  it('leaves out words too short for trigrams to mean anything', () => {
    expect(fuzzyWords(['боди', 'с', 'на', 'рукавом'])).toEqual(['боди', 'рукавом']);
  });
});
