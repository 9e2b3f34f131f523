import { Admin, Resource } from 'react-admin';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import AccountTreeIcon from '@mui/icons-material/AccountTree';
import CheckroomIcon from '@mui/icons-material/Checkroom';
import HistoryIcon from '@mui/icons-material/History';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import CampaignIcon from '@mui/icons-material/Campaign';
import CardGiftcardIcon from '@mui/icons-material/CardGiftcard';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import PeopleIcon from '@mui/icons-material/People';
import PersonSearchIcon from '@mui/icons-material/PersonSearch';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { FirstScreen } from './dashboard/FirstScreen';
import { i18nProvider } from './i18n';
import { ShopLayout } from './layout/ShopLayout';
import { lazyScreen } from './lazy-screen';
import { providers } from './providers';
import { theme } from './theme';

const LoginPage = lazyScreen(() => import('./login/LoginPage'));
const StaffList = lazyScreen(() => import('./staff/StaffList'), 'staff');
const StaffCreate = lazyScreen(() => import('./staff/StaffCreate'), 'staff');
const StaffEdit = lazyScreen(() => import('./staff/StaffEdit'), 'staff');
const AuditList = lazyScreen(() => import('./audit/AuditList'), 'audit');
const CustomerList = lazyScreen(() => import('./customers/CustomerList'), 'customers');
const CustomerShow = lazyScreen(() => import('./customers/CustomerShow'), 'customers');
const OrderList = lazyScreen(() => import('./orders/OrderList'), 'orders');
const OrderShow = lazyScreen(() => import('./orders/OrderShow'), 'orders');
const SectionList = lazyScreen(() => import('./sections/SectionList'), 'sections');
const SectionCreate = lazyScreen(() => import('./sections/SectionCreate'), 'sections');
const SectionEdit = lazyScreen(() => import('./sections/SectionEdit'), 'sections');
const ProductList = lazyScreen(() => import('./products/ProductList'), 'products');
const ProductCreate = lazyScreen(() => import('./products/ProductCreate'), 'products');
const ProductEdit = lazyScreen(() => import('./products/ProductEdit'), 'products');
const OfferGrid = lazyScreen(() => import('./offers-grid/OfferGrid'), 'offer-grid');
const CouponList = lazyScreen(() => import('./coupons/CouponList'), 'coupons');
const CouponCreate = lazyScreen(() => import('./coupons/CouponCreate'), 'coupons');
const CouponEdit = lazyScreen(() => import('./coupons/CouponEdit'), 'coupons');
const PosterList = lazyScreen(() => import('./posters/PosterList'), 'posters');
const PosterCreate = lazyScreen(() => import('./posters/PosterCreate'), 'posters');
const PosterEdit = lazyScreen(() => import('./posters/PosterEdit'), 'posters');
const StockCsvScreen = lazyScreen(() => import('./stock-csv/StockCsvScreen'), 'stock-csv');
const DeliverySettings = lazyScreen(() => import('./delivery/DeliverySettings'), 'delivery');
const CertificateList = lazyScreen(() => import('./certificates/CertificateList'), 'certificates');
const CertificateShow = lazyScreen(() => import('./certificates/CertificateShow'), 'certificates');

/** Where the web role serves the app (server/middleware/admin-shell.ts). */
export const ADMIN_BASE = '/admin';

/**
 * The back office: one resource per folder, as react-admin's demo; each hidden by canAccess from
 * the roles its area (shared/contract/admin/areas.ts) leaves out. Real addresses (/admin/staff/3), not react-admin's default /#/ ones: a deep link
 * reaches the server, which answers every /admin/* with the shell. react-admin mounted under
 * /admin/* in a BrowserRouter is its documented way to live in a sub path.
 */
export function App() {
  return (
    <BrowserRouter>
      <Routes>
        <Route path={`${ADMIN_BASE}/*`} element={<BackOffice />} />
      </Routes>
    </BrowserRouter>
  );
}

function BackOffice() {
  return (
    <Admin
      basename={ADMIN_BASE}
      title="shop.title"
      authProvider={providers.authProvider}
      dataProvider={providers.dataProvider}
      i18nProvider={i18nProvider}
      loginPage={LoginPage}
      dashboard={FirstScreen}
      layout={ShopLayout}
      theme={theme}
      disableTelemetry
      requireAuth
    >
      <Resource name="orders" list={OrderList} show={OrderShow} icon={ReceiptLongIcon} recordRepresentation="code" />
      <Resource name="customers" list={CustomerList} show={CustomerShow} icon={PersonSearchIcon} recordRepresentation="name">
        {/* A customer's page by its key alone (/admin/customers/u123) is their page. */}
        <Route path=":id" element={<Navigate to="show" replace />} />
      </Resource>
      <Resource
        name="products"
        list={ProductList}
        create={ProductCreate}
        edit={ProductEdit}
        icon={CheckroomIcon}
        recordRepresentation="name"
      />
      <Resource name="offer-grid" list={OfferGrid} icon={Inventory2Icon} />
      <Resource
        name="sections"
        list={SectionList}
        create={SectionCreate}
        edit={SectionEdit}
        icon={AccountTreeIcon}
        recordRepresentation="name"
      />
      <Resource
        name="coupons"
        list={CouponList}
        create={CouponCreate}
        edit={CouponEdit}
        icon={LocalOfferIcon}
        recordRepresentation="code"
      />
      <Resource name="stock-csv" list={StockCsvScreen} icon={UploadFileIcon} />
      <Resource name="posters" list={PosterList} create={PosterCreate} edit={PosterEdit} icon={CampaignIcon} recordRepresentation="name" />
      <Resource name="certificates" list={CertificateList} show={CertificateShow} icon={CardGiftcardIcon} recordRepresentation="code" />
      <Resource name="delivery" list={DeliverySettings} icon={LocalShippingIcon} />
      <Resource name="staff" list={StaffList} create={StaffCreate} edit={StaffEdit} icon={PeopleIcon} recordRepresentation="name" />
      <Resource name="audit" list={AuditList} icon={HistoryIcon} />
    </Admin>
  );
}
