import type { LazyExoticComponent, ComponentType } from 'react';
import type { PageId } from '../../shared/routes';
// Imported as `lazy`: build/manifest.ts reads `pageId: lazy(() => import('./XxxPage'))` lines.
import { lazyPage as lazy } from './lazyPage';
import type { PageProps } from './PageProps';

/**
 * Each route's page, loaded on demand. The build reads this file to learn which module belongs to
 * which PageId (for modulepreload), so keep one `pageId: lazy(() => import('./XxxPage'))` a line.
 */
export const pages: Record<PageId, LazyExoticComponent<ComponentType<PageProps>>> = {
  home: lazy(() => import('./HomePage')),
  catalog: lazy(() => import('./CatalogPage')),
  shopSlug: lazy(() => import('./ShopSlugPage')),
  brandProduct: lazy(() => import('./BrandProductPage')),
  about: lazy(() => import('./AboutPage')),
  information: lazy(() => import('./InformationPage')),
  contacts: lazy(() => import('./ContactsPage')),
  size: lazy(() => import('./SizePage')),
  privacy: lazy(() => import('./PrivacyPage')),
  fashion: lazy(() => import('./FashionPage')),
  lookbook: lazy(() => import('./LookbookPage')),
  outlet: lazy(() => import('./OutletPage')),
  search: lazy(() => import('./SearchPage')),
  personal: lazy(() => import('./PersonalPage')),
  login: lazy(() => import('./LoginPage')),
  registration: lazy(() => import('./RegistrationPage')),
  certificates: lazy(() => import('./CertificatesPage')),
  subscribes: lazy(() => import('./SubscribesPage')),
  promocodes: lazy(() => import('./PromocodesPage')),
  feedback: lazy(() => import('./FeedbackPage')),
  personalInformation: lazy(() => import('./PersonalInformationPage')),
  basket: lazy(() => import('./BasketPage')),
  favorites: lazy(() => import('./FavoritesPage')),
  checkout: lazy(() => import('./CheckoutPage')),
  orderSbp: lazy(() => import('./OrderSbpPage')),
  orders: lazy(() => import('./OrdersPage')),
  orderDetail: lazy(() => import('./OrderDetailPage')),
};
