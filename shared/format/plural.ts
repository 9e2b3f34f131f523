/** The three Russian plural forms: one (1, 21), few (2–4, 22–24), many (0, 5–20, 25…). */
export type PluralForms = readonly [one: string, few: string, many: string];

/** «товар», «товара», «товаров»: counts of goods. */
export const GOODS_FORMS: PluralForms = ['товар', 'товара', 'товаров'];

/** «день», «дня», «дней»: a delivery's term. */
export const DAY_FORMS: PluralForms = ['день', 'дня', 'дней'];

/** A term in days as shoppers read it: «2–4 дня», «3 дня». */
export function formatDays(min: number, max: number): string {
  return min === max ? withPluralRu(max, DAY_FORMS) : `${min}–${max} ${pluralRu(max, DAY_FORMS)}`;
}

/** Picks the Russian plural form for n: pluralRu(3, ['год', 'года', 'лет']) → 'года'. */
export function pluralRu(n: number, forms: PluralForms): string {
  const abs = Math.abs(n);
  // Fractions read with the genitive singular: '1,5 года'.
  if (!Number.isInteger(abs)) return forms[1];
  const mod10 = abs % 10;
  const mod100 = abs % 100;
  if (mod10 === 1 && mod100 !== 11) return forms[0];
  if (mod10 >= 2 && mod10 <= 4 && (mod100 < 12 || mod100 > 14)) return forms[1];
  return forms[2];
}

/** n followed by its plural form: '5 лет'. */
export function withPluralRu(n: number, forms: PluralForms): string {
  return `${n} ${pluralRu(n, forms)}`;
}
