import type { PageId } from '../../../shared/routes';

/** The home page's title and description (spec §1: 'Clothes for children | online store'). */
export const HOME_TITLE = 'Одежда для детей | интернет-магазин';
export const DEFAULT_DESCRIPTION =
  'Одежда для малышей и детей из органического хлопка: боди, комбинезоны, шапочки, аксессуары и игрушки. Доставка по России в пункт выдачи.';
export const DEFAULT_BRAND = 'Хлопушки';

export interface StaticPageSeo {
  /** The page's name, as its heading says. */
  name: string;
  description?: string;
  /** Personal pages: kept out of search engines. */
  private?: boolean;
}

/** Pages whose head needs no data: the name their heading shows and what they are about. */
export const STATIC_PAGES: Partial<Record<PageId, StaticPageSeo>> = {
  catalog: { name: 'Магазин', description: 'Каталог одежды для малышей из органического хлопка: боди, комбинезоны, шапочки, пледы, игрушки и подарочные наборы.' },
  outlet: { name: 'Outlet', description: 'Детская одежда из органического хлопка по сниженным ценам: последние размеры и прошлые коллекции.' },
  about: { name: 'О бренде', description: 'Кто мы и почему шьём детскую одежду из органического хлопка.' },
  information: { name: 'Информация', description: 'Доставка, оплата, обмен и возврат: всё о заказе в нашем магазине.' },
  contacts: { name: 'Контакты', description: 'Телефон, почта и мессенджеры магазина: ответим на вопросы о размерах и заказах.' },
  size: { name: 'Таблица размеров', description: 'Как выбрать размер детской одежды: рост, возраст и мерки малыша.' },
  privacy: { name: 'Политика конфиденциальности', description: 'Как магазин обрабатывает и защищает персональные данные покупателей.' },
  fashion: { name: 'Fashion', description: 'Образы и сочетания из наших коллекций для малышей.' },
  lookbook: { name: 'Лукбук', description: 'Лукбук: наши коллекции на малышах.' },
  search: { name: 'Поиск', private: true },
  personal: { name: 'Личный кабинет', private: true },
  login: { name: 'Вход', private: true },
  registration: { name: 'Регистрация', private: true },
  certificates: { name: 'Подарочные сертификаты', private: true },
  subscribes: { name: 'Подписки', private: true },
  promocodes: { name: 'Промокоды', private: true },
  feedback: { name: 'Обратная связь', private: true },
  personalInformation: { name: 'Личная информация', private: true },
  basket: { name: 'Корзина', private: true },
  favorites: { name: 'Избранное', private: true },
  checkout: { name: 'Оформление заказа', private: true },
  orderSbp: { name: 'Оплата через СБП', private: true },
  orders: { name: 'Мои заказы', private: true },
};

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
