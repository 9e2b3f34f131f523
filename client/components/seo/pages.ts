/** The home page's title and description (spec §1: 'Clothes for children | online store'). */
export const HOME_TITLE = 'Одежда для детей | интернет-магазин';
export const DEFAULT_DESCRIPTION =
  'Одежда для малышей и детей из органического хлопка: боди, комбинезоны, шапочки, аксессуары и игрушки. Доставка по России в пункт выдачи.';
export const DEFAULT_BRAND = 'Хлопушки';

/** «{Page} — {brand}». */
export const pageTitle = (name: string, brand: string) => `${name} — ${brand}`;
/** «{Product} — купить в интернет-магазине {brand}». */
export const productTitle = (name: string, brand: string) => `${name} — купить в интернет-магазине ${brand}`;

/** Text cut at a word boundary to `max` characters with an ellipsis (meta descriptions). */
export function clip(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:—-]+$/, '')}…`;
}
