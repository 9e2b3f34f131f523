import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { SWRConfig, unstable_serialize } from 'swr';
import { describe, expect, it } from 'vitest';
import { keys } from '../../../shared/api/keys';
import { productCard } from '../../testing/catalog';
import { ProductCard } from './ProductCard';

function render(card = productCard(), { eager = false, wishlist = [] as number[] } = {}) {
  const fallback = { [unstable_serialize(keys.wishlist())]: { ITEMS: wishlist.map((ID) => ({ ID })) } };
  return renderToString(
    <SWRConfig value={{ fallback, provider: () => new Map() }}>
      <StaticRouter location="/shop/">
        <ProductCard product={card} eager={eager} />
      </StaticRouter>
    </SWRConfig>,
  ).replace(/<!-- -->/g, '');
}

describe('the product card', () => {
  it('links its name to the product page and shows the price with the old one crossed out', () => {
    const html = render();
    expect(html).toMatch(/<a [^>]*href="\/shop\/12-bodi-molochnoe-product\/"[^>]*>Боди молочное с коротким рукавом<\/a>/);
    expect(html).toContain('990\u00a0р.</strong>');
    expect(html).toMatch(/<del[^>]*><span class="visually-hidden">Старая цена: <\/span>1\u00a0290\u00a0р.<\/del>/);
  });

  it('says «от» before the lowest price when its sizes cost differently, and not when they cost the same', () => {
    expect(render(productCard({ PRICE_FROM: true }))).toContain('от 990\u00a0р.</strong>');
    expect(render()).not.toContain('от 990');
  });

  it('shows the badges Новинка and the discount, and «Нет в наличии» when nothing is left', () => {
    expect(render()).toContain('Новинка');
    expect(render()).toContain('−23%');
    const soldOut = render(productCard({ AVAILABLE: false, OLD_PRICE: null, FLAGS: { NEW: false, POPULAR: false, SALE: false } }));
    expect(soldOut).toContain('Нет в наличии');
    expect(soldOut).not.toContain('Новинка');
    expect(soldOut).not.toContain('<del');
  });

  it('lists sizes in order with sold-out ones struck through', () => {
    const html = render();
    const sizes = /<ul aria-label="Размеры"[^>]*>([\s\S]*?)<\/ul>/.exec(html)?.[1] ?? '';
    const names = [...sizes.matchAll(/<li[^>]*>([\s\S]*?)<\/li>/g)].map((m) => m[1]!.replace(/<[^>]+>/g, ''));
    expect(names).toEqual(['50–56', '62 — нет в наличии', '68']);
    expect(sizes).toContain('<s>62</s>');
  });

  it('loads its picture lazily unless it is in the first row, with its size set', () => {
    expect(render()).toMatch(
      /<img src="\/images\/products\/bodysuit-short-molochnyy-1.svg" alt="" width="400" height="400" loading="lazy"/,
    );
    expect(render(productCard(), { eager: true })).toMatch(
      /bodysuit-short-molochnyy-1.svg" alt="" width="400" height="400" loading="eager"/,
    );
  });

  it('marks a first-row picture for the module loader, which waits for its paint (docs/decisions/034-lcp.md)', () => {
    const first = /<img src="[^"]*molochnyy-1.svg"[^>]*>/.exec(render(productCard(), { eager: true }))![0];
    expect(first).toContain('fetchPriority="high"');
    expect(first).toContain('elementtiming="main-picture"');
    expect(/<img src="[^"]*molochnyy-1.svg"[^>]*>/.exec(render())![0]).not.toContain('elementtiming');
  });

  it('has a heart that says whether the product is in the wishlist', () => {
    expect(render()).toMatch(/<button[^>]*aria-pressed="false"[^>]*aria-label="В избранное"/);
    expect(render(productCard(), { wishlist: [12] })).toMatch(/<button[^>]*aria-pressed="true"[^>]*aria-label="В избранное"/);
  });
});
