import type { OfferGridChange, OfferGridItem, OfferGridSaved } from '../../shared/contract/admin/offer-grid';
import { searchWords } from '../../shared/contract/admin/search-words';
import type { CallInput } from '../../shared/contract/calls';
import type { ListData } from '../contract-types';
import type { AdminHttp } from '../http';

/** The grid's calls: a page of offers by the filters, and one save of many changes. */
type Query = NonNullable<CallInput<'GET /admin/offer-grid/'>['query']>;

export interface OfferGridFilter {
  q: string;
  section: number | null;
  empty: boolean;
}

export function offerGridQuery(filter: OfferGridFilter, after: string | undefined): Query {
  const q = filter.q.trim();
  return {
    q: q !== '' && searchWords(q).length > 0 ? q : undefined,
    section: filter.section === null ? undefined : String(filter.section),
    empty: filter.empty ? 'yes' : undefined,
    after,
  };
}

export interface OfferGridActions {
  offerGridPage(filter: OfferGridFilter, after: string | undefined): Promise<ListData<OfferGridItem>>;
  saveOfferGrid(changes: OfferGridChange[]): Promise<OfferGridSaved>;
}

export function offerGridActions(http: AdminHttp): OfferGridActions {
  return {
    offerGridPage: (filter, after) => http.get<ListData<OfferGridItem>>('/admin/offer-grid/', { ...offerGridQuery(filter, after) }),
    saveOfferGrid: (changes) => http.post<OfferGridSaved>('/admin/offer-grid/', { changes }),
  };
}
