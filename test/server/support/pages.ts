/** The home page's title (spec §1); other pages have their own (client/components/seo). */
export const SHOP_TITLE = 'Одежда для детей | интернет-магазин';

export interface RouteSample {
  /** The route module's id (client/routes/{id}/route.ts). */
  id: string;
  /** A concrete address of the route (spec §2.1). */
  path: string;
  /**
   * Text the page's <h1> starts with (the section name comes from the fake api's tree). The one
   * place to update when the shell's headings change; undefined skips the check for that route.
   */
  heading?: string;
}

/** One concrete address for every route of spec §2.1 (client/routes). */
export const ROUTE_SAMPLES: RouteSample[] = [
  { id: 'home', path: '/' },
  { id: 'catalog', path: '/shop/', heading: 'Магазин' },
  { id: 'section', path: '/shop/12-bodi-category/', heading: 'Боди' },
  { id: 'product', path: '/shop/5-bodi-molochnyy-product/', heading: 'Боди «Молочное»' },
  // The older /shop/{code}-product/ answers 301 to the canonical address (test/server/seo-status.test.ts).
  { id: 'promo', path: '/shop/leto_2025/', heading: 'Лето 2025' },
  { id: 'brand', path: '/you-and-mama/', heading: 'Вы и Mama' },
  { id: 'about', path: '/o-brende/', heading: 'О бренде' },
  { id: 'information', path: '/informatsiya/', heading: 'Информация' },
  { id: 'contacts', path: '/kontakty/', heading: 'Контакты' },
  { id: 'size', path: '/size/', heading: 'Таблица размеров' },
  { id: 'privacy', path: '/privacy/', heading: 'Политика конфиденциальности' },
  { id: 'fashion', path: '/fashion/', heading: 'Fashion' },
  { id: 'lookbook', path: '/lookbook/', heading: 'Лукбук' },
  { id: 'outlet', path: '/outlet/', heading: 'Outlet' },
  { id: 'search', path: '/search/?QUERY=%D0%B1%D0%BE%D0%B4%D0%B8', heading: 'Поиск' },
  { id: 'personal', path: '/personal/', heading: 'Личный кабинет' },
  { id: 'login', path: '/personal/login/', heading: 'Вход' },
  { id: 'registration', path: '/personal/registration/', heading: 'Регистрация' },
  { id: 'certificates', path: '/personal/certificates/', heading: 'Подарочные сертификаты' },
  { id: 'subscribes', path: '/personal/subscribes/', heading: 'Подписки' },
  { id: 'promocodes', path: '/personal/promocodes/', heading: 'Промокоды' },
  { id: 'feedback', path: '/personal/feedback/', heading: 'Обратная связь' },
  { id: 'personal-information', path: '/personal/information/', heading: 'Личные данные' },
  { id: 'basket', path: '/personal/basket/', heading: 'Корзина' },
  { id: 'favorites', path: '/personal/favorites/', heading: 'Избранное' },
  { id: 'checkout', path: '/personal/order/', heading: 'Оформление заказа' },
  { id: 'order-sbp', path: '/personal/order/ABC123/sbp/', heading: 'Оплата через СБП' },
  { id: 'orders', path: '/personal/orders/', heading: 'Мои заказы' },
  { id: 'orders', path: '/personal/orders/order/', heading: 'Мои заказы' },
  { id: 'order-detail', path: '/personal/orders/ABC123/', heading: 'Заказ №ABC123' },
];

/** The title of a page called `name` (client/components/seo/pages.ts), with the fake api's brand. */
export const pageTitle = (name: string) => `${name} — Органик Кидс`;

/** Text of the 404 page (spec §2.9). */
export const NOT_FOUND_TEXT = 'Страница не найдена';
