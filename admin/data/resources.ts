import type {
  AuditEntry,
  AuditQuery,
  ListData,
  Staff,
  StaffCreateBody,
  StaffCreateData,
  StaffResetData,
  StaffUpdateBody,
} from '../contract-types';
import type { RaRecord } from 'react-admin';
import { couponCalls } from '../coupons/calls';
import { customerCalls } from '../customers/calls';
import type { AdminHttp } from '../http';
import { orderCalls } from '../orders/calls';
import { productCalls } from '../products/calls';
import { sectionCalls } from '../sections/calls';
import { posterCalls } from '../posters/calls';
import { certificateCalls } from '../certificates/calls';

/** A record as react-admin holds it: the contract's object with its id. */
export type AdminRecord = RaRecord;

/**
 * How one resource maps react-admin's calls onto the contract. `list` is one keyset page;
 * a resource without a call for one record (staff) finds it in its list.
 */
export interface ResourceCalls {
  list(filter: Record<string, unknown>, after: string | undefined): Promise<ListData<AdminRecord>>;
  one?(id: string | number): Promise<AdminRecord>;
  create?(data: Record<string, unknown>): Promise<AdminRecord>;
  update?(id: string | number, data: Record<string, unknown>): Promise<AdminRecord>;
  remove?(id: string | number): Promise<void>;
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);

function staffCalls(http: AdminHttp): ResourceCalls {
  return {
    // The contract's staff list is whole (next: null); a shop has a handful of staff.
    list: (_filter, after) => http.get<ListData<Staff>>('/admin/staff/', { after }),
    async create(data) {
      const body: StaffCreateBody = { email: String(data.email ?? ''), name: String(data.name ?? ''), role: data.role as Staff['role'] };
      const { staff, password } = await http.post<StaffCreateData>('/admin/staff/', body);
      // The one-time password rides on the created record so the create screen can show it once.
      return { ...staff, password };
    },
    async update(id, data) {
      const body: StaffUpdateBody = { name: data.name as string, role: data.role as Staff['role'] };
      if (typeof data.active === 'boolean') body.active = data.active;
      const { staff } = await http.post<{ staff: Staff }>(`/admin/staff/${encodeURIComponent(String(id))}/`, body);
      return { ...staff };
    },
  };
}

function auditCalls(http: AdminHttp): ResourceCalls {
  return {
    list(filter, after) {
      const staffId = Number(filter.staffId);
      const query: AuditQuery = {
        staffId: Number.isInteger(staffId) && staffId > 0 ? String(staffId) : undefined,
        object: text(filter.object),
        objectId: text(filter.objectId),
        from: text(filter.from),
        to: text(filter.to),
        after,
      };
      return http.get<ListData<AuditEntry>>('/admin/audit/', { ...query });
    },
  };
}

export function resourceCalls(http: AdminHttp): Record<string, ResourceCalls> {
  return {
    staff: staffCalls(http),
    audit: auditCalls(http),
    orders: orderCalls(http),
    customers: customerCalls(http),
    sections: sectionCalls(http),
    products: productCalls(http),
    coupons: couponCalls(http),
    posters: posterCalls(http),
    certificates: certificateCalls(http),
  };
}

/** POST /admin/staff/{id}/reset/: not one of react-admin's calls, so the edit screen asks for it by name. */
export const resetStaffPassword = (http: AdminHttp, id: string | number) =>
  http.post<StaffResetData>(`/admin/staff/${encodeURIComponent(String(id))}/reset/`);
