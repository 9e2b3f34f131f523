import { searchWords } from '../../shared/contract/admin/search-words';
import type { CustomerListItem, CustomerListQuery, CustomerPage, ListData, ShopperNoteData } from '../contract-types';
import type { ResourceCalls } from '../data/resources';
import type { AdminHttp } from '../http';

/**
 * The customers' calls (decision 049): a list row and a page are records keyed by the page's
 * key, `u123` for account 123 or a guest's 11 digits, so a row links to /admin/customers/u123/show
 * and an order's page to a guest's /admin/customers/79161234567/show.
 */
export type CustomerRow = Omit<CustomerListItem, 'id'> & { id: string; userId: number };
export type CustomerRecord = CustomerPage & { id: string };

/** An account's key; a guest's is their phone's digits. */
export const accountKey = (userId: number) => `u${userId}`;

/**
 * The search as the list sends it: only when it has a word the server looks up (three letters or
 * digits, a phone typed any way), so that «Ан» typed on the way to «Анна» keeps the whole list
 * rather than a refusal.
 */
export function customerQuery(filter: Record<string, unknown>, after: string | undefined): CustomerListQuery {
  const q = typeof filter.q === 'string' ? filter.q.trim() : '';
  return { q: q !== '' && searchWords(q).length > 0 ? q : undefined, after };
}

export function customerCalls(http: AdminHttp): ResourceCalls {
  return {
    async list(filter, after) {
      const page = await http.get<ListData<CustomerListItem>>('/admin/customers/', { ...customerQuery(filter, after) });
      return { items: page.items.map((row): CustomerRow => ({ ...row, id: accountKey(row.id), userId: row.id })), next: page.next };
    },
    async one(id) {
      const page = await http.get<CustomerPage>(`/admin/customers/${encodeURIComponent(String(id))}/`);
      return { ...page, id: String(id) } satisfies CustomerRecord;
    },
  };
}

export interface CustomerActions {
  /** POST /admin/customers/note/: the staff's note on the shopper with this phone ('' clears it). */
  saveCustomerNote(phone: string, note: string): Promise<CustomerPage['note']>;
}

/**
 * The note's save. The same note sent again while the first is on its way (a double tap, a second
 * Enter) is that one request, not another audit row.
 */
export function customerActions(http: AdminHttp): CustomerActions {
  const sending = new Map<string, Promise<CustomerPage['note']>>();
  return {
    saveCustomerNote(phone, note) {
      const key = JSON.stringify([phone, note.trim()]);
      const pending = sending.get(key);
      if (pending) return pending;
      const sent = http
        .post<ShopperNoteData>('/admin/customers/note/', { phone, note })
        .then((answer) => answer.note)
        .finally(() => sending.delete(key));
      sending.set(key, sent);
      return sent;
    },
  };
}
