/**
 * The admin contract's types as the app names them, all taken from the contract table and its
 * schemas (shared/contract/admin/, shared/contract/calls/admin-*.ts). Type-only, but for the roles'
 * zod-free list and the password's length: the admin bundle carries no zod.
 */
import type { CallData, CallInput } from '../shared/contract/calls';

export { STAFF_ROLES, type StaffRole } from '../shared/contract/admin/roles';
export type { AuditEntry, AuditQuery } from '../shared/contract/admin/audit';
export type {
  MeData,
  SignInBody,
  SignInData,
  Staff,
  StaffCreateBody,
  StaffUpdateBody,
  TotpBody,
  TotpData,
} from '../shared/contract/admin/staff';
export type { CustomerListItem, CustomerPage, ShopperNoteBody } from '../shared/contract/admin/customers';
export type { Dashboard } from '../shared/contract/admin/dashboard';
export type { AdminCoupon, CouponBody, CouponPage } from '../shared/contract/admin/coupons';
export type { AdminPoster, PosterBody } from '../shared/contract/admin/posters';
export type { Envelope } from '../shared/contract/envelope';
export { PASSWORD_MIN } from '../shared/contract/admin/password-rules';
export type { NewPasswordBody, PasswordChangeBody, PasswordChangeData } from '../shared/contract/admin/password';

export type StaffCreateData = CallData<'POST /admin/staff/'>;
export type StaffResetData = CallData<'POST /admin/staff/{id}/reset/'>;
export type ShopperNoteData = CallData<'POST /admin/customers/note/'>;
export type CustomerListQuery = NonNullable<CallInput<'GET /admin/customers/'>['query']>;
export type OrderListData = CallData<'GET /admin/orders/'>;
export type OrderListQuery = NonNullable<CallInput<'GET /admin/orders/'>['query']>;

/** Every admin list: `next` is an opaque keyset cursor passed back as `after`; null at the end. */
export interface ListData<T> {
  items: T[];
  next: string | null;
}
export type {
  AdminDeliveryMethod,
  AdminPickupPoint,
  DeliveryMethodBody,
  DeliverySettings,
  PickupPointBody,
  PickupPointEdit,
} from '../shared/contract/admin/delivery';
export type { AdminCertificateItem, AdminCertificatePage } from '../shared/contract/admin/certificates';
export type { StockWatch, StockWatchItem } from '../shared/contract/admin/stock-watch';
