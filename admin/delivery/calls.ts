import type {
  AdminDeliveryMethod,
  AdminPickupPoint,
  DeliveryMethodBody,
  DeliverySettings,
  PickupPointBody,
  PickupPointEdit,
} from '../contract-types';
import type { AdminHttp } from '../http';

/** The delivery settings' calls (issue 24): one page, no list of records, so actions by name. */
export interface DeliveryActions {
  deliverySettings(): Promise<DeliverySettings>;
  /** A method's price and threshold; the answer is the whole settings, as the page shows them. */
  saveDeliveryMethod(code: AdminDeliveryMethod['code'], body: DeliveryMethodBody): Promise<DeliverySettings>;
  addPickupPoint(body: PickupPointBody): Promise<AdminPickupPoint>;
  editPickupPoint(id: number, edit: PickupPointEdit): Promise<AdminPickupPoint>;
}

export const deliveryActions = (http: AdminHttp): DeliveryActions => ({
  deliverySettings: () => http.get<DeliverySettings>('/admin/delivery/'),
  saveDeliveryMethod: (code, body) => http.post<DeliverySettings>(`/admin/delivery/methods/${encodeURIComponent(code)}/`, body),
  addPickupPoint: async (body) => (await http.post<{ point: AdminPickupPoint }>('/admin/delivery/points/', body)).point,
  editPickupPoint: async (id, edit) => (await http.post<{ point: AdminPickupPoint }>(`/admin/delivery/points/${id}/`, edit)).point,
});
