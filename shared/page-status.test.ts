import { describe, expect, it } from 'vitest';
import { unstable_serialize } from 'swr';
import { keys, type SwrKey } from './api/keys';
import type { Section } from './contract/section';
import { pageExists } from './page-status';
import { matchRoute } from './routes';

const section = (ID: number, CODE: string, ITEMS: Section[] = []): Section => ({
  ID, CODE, NAME: CODE, IBLOCK_SECTION_ID: null, SORT: 0, DEPTH_LEVEL: 1, URL: `/shop/${ID}-${CODE}-category/`, ITEMS,
});
const tree = [section(2, 'odezhda', [section(12, 'bodi')]), section(3, 'leto_2025')];
const data: Record<string, unknown> = { [unstable_serialize(keys.sectionTree())]: tree };
const read = (key: SwrKey) => data[unstable_serialize(key)];
const exists = (path: string, reader = read) => pageExists(matchRoute(path)!, reader);

describe('pageExists', () => {
  it('accepts a section address whose id and code are in the tree, at any depth', () => {
    expect(exists('/shop/12-bodi-category/')).toBe(true);
  });

  it('rejects a section address with an unknown id or a code of another section', () => {
    expect(exists('/shop/999-bodi-category/')).toBe(false);
    expect(exists('/shop/2-bodi-category/')).toBe(false);
  });

  it('leaves promo codes to the api, which answers 404 for an unknown one', () => {
    expect(exists('/shop/leto_2025/')).toBe(true);
    expect(exists('/shop/rasprodazha/')).toBe(true);
  });

  it('gives the page the benefit of the doubt when the tree could not be fetched', () => {
    expect(exists('/shop/999-bodi-category/', () => undefined)).toBe(true);
  });

  it('accepts pages that do not depend on catalogue data', () => {
    expect(exists('/o-brende/')).toBe(true);
  });
});
