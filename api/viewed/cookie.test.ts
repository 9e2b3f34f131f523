import { describe, expect, it } from 'vitest';
import { VIEWED_MAX } from '../../shared/contract/catalog';
import { viewedProductIds } from './cookie';

describe('viewedProductIds', () => {
  it('keeps the order of the array, the most recent first', () => {
    expect(viewedProductIds('[5,3,9]')).toEqual([5, 3, 9]);
  });

  it('drops junk entries and repeats, and accepts ids written as strings', () => {
    expect(viewedProductIds('[5,"x",null,-1,1.5,{"a":1},"7",5,0,99999999999]')).toEqual([5, 7]);
  });

  it('reads malformed JSON, a non-array or no cookie as no products', () => {
    for (const raw of ['[1,2', '{"1":2}', '7', '', undefined, 'null', 'j:[1]']) {
      expect(viewedProductIds(raw)).toEqual([]);
    }
  });

  it(`keeps at most ${VIEWED_MAX} ids`, () => {
    const many = JSON.stringify(Array.from({ length: 50 }, (_, i) => i + 1));
    expect(viewedProductIds(many)).toHaveLength(VIEWED_MAX);
  });
});
