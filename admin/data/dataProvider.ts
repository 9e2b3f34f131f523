import { HttpError, type DataProvider } from 'react-admin';
import { customerActions, type CustomerActions } from '../customers/calls';
import { dashboardCalls, type DashboardCalls } from '../dashboard/calls';
import { deliveryActions, type DeliveryActions } from '../delivery/calls';
import { certificateActions, type CertificateActions } from '../certificates/calls';
import type { AdminHttp } from '../http';
import { offerGridActions, type OfferGridActions } from '../offers-grid/calls';
import { orderActions, type OrderActions } from '../orders/calls';
import { productActions, type ProductActions } from '../products/calls';
import { sectionActions, type SectionActions } from '../sections/calls';
import { bannerActions, type BannerActions } from '../posters/calls';
import { stockCsvActions, type StockCsvActions } from '../stock-csv/calls';
import { KeysetCursors, listKey } from './keyset';
import { resetStaffPassword, resourceCalls, type AdminRecord, type ResourceCalls } from './resources';

/** The app's data provider: react-admin's calls, our contract's answers (docs/decisions/046). */
export type AdminDataProvider = DataProvider & {
  resetStaffPassword(id: string | number): Promise<{ password: string }>;
} & OrderActions &
  CustomerActions &
  SectionActions &
  ProductActions &
  DashboardCalls &
  BannerActions &
  StockCsvActions &
  DeliveryActions &
  CertificateActions &
  OfferGridActions;

const CANNOT = 'Это действие здесь недоступно';
/** How many pages a lookup by id walks at most before it says the record is gone. */
const LOOKUP_PAGES = 20;

export function createDataProvider(http: AdminHttp): AdminDataProvider {
  const calls = resourceCalls(http);
  const cursors = new KeysetCursors();
  const of = (resource: string): ResourceCalls => {
    const found = calls[resource];
    if (!found) throw new HttpError(CANNOT, 404);
    return found;
  };
  /** A record without a call of its own: looked for in its list, page by page. */
  const findInList = async (resource: string, id: string | number): Promise<AdminRecord> => {
    let after: string | undefined;
    for (let page = 0; page < LOOKUP_PAGES; page++) {
      const { items, next } = await of(resource).list({}, after);
      const found = items.find((item) => String(item.id) === String(id));
      if (found) return found;
      if (next === null) break;
      after = next;
    }
    throw new HttpError('Запись не найдена: возможно, её уже удалили', 404);
  };
  const one = (resource: string, id: string | number) => of(resource).one?.(id) ?? findInList(resource, id);

  const provider: AdminDataProvider = {
    async getList(resource, { pagination, filter }) {
      const filters = (filter ?? {}) as Record<string, unknown>;
      const page = await cursors.page(listKey(resource, filters), pagination?.page ?? 1, (after) => of(resource).list(filters, after));
      return { data: page.items, pageInfo: { hasNextPage: page.hasNextPage, hasPreviousPage: page.hasPreviousPage } };
    },
    async getOne(resource, { id }) {
      return { data: await one(resource, id) };
    },
    async getMany(resource, { ids }) {
      return { data: await Promise.all(ids.map((id) => one(resource, id))) };
    },
    async getManyReference() {
      throw new HttpError(CANNOT, 400);
    },
    async create(resource, { data }) {
      const create = of(resource).create;
      if (!create) throw new HttpError(CANNOT, 400);
      return { data: await create(data as Record<string, unknown>) };
    },
    async update(resource, { id, data }) {
      const update = of(resource).update;
      if (!update) throw new HttpError(CANNOT, 400);
      return { data: await update(id, data as Record<string, unknown>) };
    },
    async updateMany() {
      throw new HttpError(CANNOT, 400);
    },
    async delete(resource, { id, previousData }) {
      const remove = of(resource).remove;
      if (!remove) throw new HttpError(CANNOT, 400);
      await remove(id);
      return { data: previousData as AdminRecord };
    },
    async deleteMany() {
      throw new HttpError(CANNOT, 400);
    },
    resetStaffPassword: (id) => resetStaffPassword(http, id),
    ...orderActions(http),
    ...customerActions(http),
    ...dashboardCalls(http),
    ...sectionActions(http),
    ...productActions(http),
    ...bannerActions(http),
    ...stockCsvActions(http),
    ...deliveryActions(http),
    ...certificateActions(http),
    ...offerGridActions(http),
  } as AdminDataProvider;
  return provider;
}
