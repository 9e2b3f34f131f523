import { unstable_serialize } from 'swr';
import { keys } from '../../shared/api/keys';
import type { Section } from '../../shared/contract/section';
import type { Poster, StaticInfo } from '../../shared/contract/data';

/**
 * The shop's information, menu and posters in the contract's shapes, for rendering the app without an
 * api (the one factory of them; client/testing/fixtures.test.ts parses what it makes).
 */
export const staticInfo: StaticInfo = {
  BRAND: { NAME: 'Хлопушки', SLOGAN: 'Одежда из органического хлопка' },
  PHONE: '84951234567',
  EMAIL: 'hello@example.ru',
  MESSENGER: { NAME: 'Написать в Telegram', HREF: 'https://t.me/example' },
  SOCIAL: [
    { CODE: 'vk', NAME: 'ВКонтакте', HREF: 'https://vk.com/example' },
    { CODE: 'telegram', NAME: 'Telegram', HREF: 'https://t.me/example' },
    { CODE: 'whatsapp', NAME: 'WhatsApp', HREF: 'https://wa.me/70000000000' },
    { CODE: 'youtube', NAME: 'YouTube', HREF: 'https://youtube.com/@example' },
    { CODE: 'ok', NAME: 'Одноклассники', HREF: 'https://ok.ru/example' },
  ],
  REQUISITES: ['ООО «Пример»', 'ИНН 7700000000'],
  CERTIFICATION: ['Хлопок сертифицирован по GOTS'],
  DOCUMENTS: [{ NAME: 'Политика конфиденциальности', HREF: '/privacy/' }],
  FREE_DELIVERY_FROM: 7000,
  BANNER: 'Бесплатная доставка при заказе от 7\u00a0000\u00a0р. до пункта выдачи',
};

/** A section of the menu's tree; its address follows its ID and CODE (the outlet has its own). */
export function section(ID: number, CODE: string, NAME: string, parent: number | null, depth: number, ITEMS: Section[] = []): Section {
  return {
    ID,
    CODE,
    NAME,
    IBLOCK_SECTION_ID: parent,
    SORT: ID * 100,
    DEPTH_LEVEL: depth,
    URL: CODE === 'outlet' ? '/outlet/' : `/shop/${ID}-${CODE}-category/`,
    ITEMS,
  };
}

/** Four levels deep, with the coloured outlet and leto_2025 sections. */
export const sectionTree: Section[] = [
  section(1, 'outlet', 'Outlet', null, 1),
  section(2, 'odezhda', 'Одежда', null, 1, [
    section(3, 'kapsuly', 'Капсулы', 2, 2, [
      section(4, 'dlya_novorozhdennykh', 'Для новорождённых', 3, 3, [section(5, 'novorozhdennye_bodi', 'Боди', 4, 4)]),
      section(6, 'leto_2025', 'Лето 2025', 3, 3),
    ]),
    section(7, 'bodi', 'Боди', 2, 2),
  ]),
  section(8, 'igrushki', 'Игрушки', null, 1),
];

/**
 * A poster shown on every page a minute after it opens, without a picture, text or link unless a
 * test gives them; of its PARAMS a test names only what it is about.
 */
export function poster({ PARAMS, ...overrides }: Partial<Omit<Poster, 'PARAMS'>> & { PARAMS?: Partial<Poster['PARAMS']> } = {}): Poster {
  return {
    ID: 1,
    NAME: 'Скидки',
    TYPE: 'HTML',
    CONTENT: { PICTURE: null, TEXT: null },
    LINK: null,
    PARAMS: { SHOW_IN: [], HIDE_IN: [], DELAY: 60, ...PARAMS },
    ...overrides,
  };
}

/** SWR fallback as the SSR server builds it, keyed by `unstable_serialize(key)`. */
export function fallbackFor(pathname: string): Record<string, unknown> {
  return {
    [unstable_serialize(keys.staticInfo())]: staticInfo,
    [unstable_serialize(keys.sectionTree())]: sectionTree,
    [unstable_serialize(keys.pageData(pathname))]: { posters: [] },
  };
}
