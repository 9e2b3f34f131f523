import about from './about/route';
import basket from './basket/route';
import brand from './brand/route';
import catalog from './catalog/route';
import certificates from './certificates/route';
import checkout from './checkout/route';
import contacts from './contacts/route';
import fashion from './fashion/route';
import favorites from './favorites/route';
import feedback from './feedback/route';
import home from './home/route';
import information from './information/route';
import login from './login/route';
import lookbook from './lookbook/route';
import orderDetail from './order-detail/route';
import orderSbp from './order-sbp/route';
import orders from './orders/route';
import outlet from './outlet/route';
import personal from './personal/route';
import personalInformation from './personal-information/route';
import privacy from './privacy/route';
import product from './product/route';
import promo from './promo/route';
import promocodes from './promocodes/route';
import registration from './registration/route';
import search from './search/route';
import section from './section/route';
import size from './size/route';
import subscribes from './subscribes/route';
import type { AnyRoute } from './route-module';

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
