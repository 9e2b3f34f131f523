import type { Crumb } from '../components/breadcrumbs';
import { urls } from '../../shared/routes';

/** Crumbs shared by many pages. */
export const crumbs = {
  shop: { name: 'Магазин', href: urls.catalog() },
  personal: { name: 'Личный кабинет', href: urls.personal() },
  orders: { name: 'Мои заказы', href: urls.orders() },
  basket: { name: 'Корзина', href: urls.basket() },
} satisfies Record<string, Crumb>;
