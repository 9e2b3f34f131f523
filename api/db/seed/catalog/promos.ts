import { partners, promos } from '../../schema';
import type { Executor } from '../../database';

/** Promo filter sections /shop/{code}/ (spec §2.1): a capsule, or a product flag. */
export async function insertPromos(tx: Executor, sectionsByCode: ReadonlyMap<string, number>): Promise<void> {
  const summer = sectionsByCode.get('leto_2025');
  if (summer === undefined) throw new Error('В базе нет раздела leto_2025 для промо «Лето 2025»');
  await tx
    .insert(promos)
    .values([
      {
        code: 'leto_2025',
        name: 'Лето 2025',
        description: 'Лёгкий органический хлопок для жарких дней: песочники, панамы, платья и комплекты в солнечных цветах.',
        sectionId: summer,
        sort: 100,
      },
      {
        code: 'novinki',
        name: 'Новинки',
        description: 'Всё, что появилось в магазине за последние недели.',
        flag: 'new' as const,
        sort: 200,
      },
      {
        code: 'rasprodazha',
        name: 'Распродажа',
        description: 'Вещи прошлых коллекций и последние размеры по сниженным ценам.',
        flag: 'sale' as const,
        sort: 300,
      },
      {
        code: 'populyarnoe',
        name: 'Популярное',
        description: 'То, что родители выбирают чаще всего.',
        flag: 'popular' as const,
        sort: 400,
      },
    ])
    .onConflictDoNothing();
}

/** Stores and showrooms that carry the brand (invented for the demo). */
const partnerRows: Array<typeof partners.$inferInsert> = [
  { name: 'Шоурум «Хлопушки» на Пресне', city: 'Москва', href: 'https://hlopushki.ru/showroom/' },
  { name: 'Детский концепт-стор «Маленький лес»', city: 'Москва', href: 'https://malenkiy-les.ru/' },
  { name: 'Магазин «Тёплый дом»', city: 'Санкт-Петербург', href: 'https://teplyi-dom-spb.ru/' },
  { name: 'Эко-маркет «Зелёная ветка»', city: 'Екатеринбург', href: 'https://zelenaya-vetka.ru/' },
  { name: 'Бутик «Мама и малыш»', city: 'Казань', href: 'https://mama-malysh-kazan.ru/' },
  { name: 'Семейный магазин «Кроха»', city: 'Новосибирск', href: 'https://kroha-nsk.ru/' },
  { name: 'Шоурум «Лён и хлопок»', city: 'Краснодар', href: 'https://lyon-hlopok.ru/' },
];

export async function insertPartners(tx: Executor): Promise<void> {
  const [existing] = await tx.select({ id: partners.id }).from(partners).limit(1);
  if (existing) return;
  await tx.insert(partners).values(partnerRows.map((p, i) => ({ ...p, sort: (i + 1) * 100 })));
}
