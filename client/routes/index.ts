import about from './about';
import basket from './basket';
import brand from './brand';
import catalog from './catalog';
import certificates from './certificates';
import checkout from './checkout';
import contacts from './contacts';
import fashion from './fashion';
import favorites from './favorites';
import feedback from './feedback';
import home from './home';
import information from './information';
import login from './login';
import lookbook from './lookbook';
import orderDetail from './order-detail';
import orderSbp from './order-sbp';
import orders from './orders';
import outlet from './outlet';
import personal from './personal';
import personalInformation from './personal-information';
import privacy from './privacy';
import product from './product';
import promo from './promo';
import promocodes from './promocodes';
import registration from './registration';
import search from './search';
import section from './section';
import size from './size';
import subscribes from './subscribes';
import type { AnyRoute } from './route';

/**
 * Every route of spec §2.1, one module each. Modules that share a pattern are tried in this order
 * ('/shop/:slug/': a section, a product, then a promo code), each by its own `params`.
 */
export const routeModules: readonly AnyRoute[] = [
  home,
  catalog,
  section,
  product,
  promo,
  outlet,
  search,
  about,
  information,
  contacts,
  size,
  privacy,
  fashion,
  lookbook,
  brand,
  personal,
  login,
  registration,
  certificates,
  subscribes,
  promocodes,
  feedback,
  personalInformation,
  basket,
  favorites,
  checkout,
  orderSbp,
  orders,
  orderDetail,
];
