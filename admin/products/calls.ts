import { PICTURE_FIELD } from '../../shared/contract/admin/picture-limits';
import type { ProductAdmin, ProductListItem, SizeInput } from '../../shared/contract/admin/products';
import { searchWords } from '../../shared/contract/admin/search-words';
import type { CallInput } from '../../shared/contract/calls';
import type { ListData } from '../contract-types';
import type { ResourceCalls } from '../data/resources';
import type { AdminHttp, UploadProgress } from '../http';

/**
 * The products' calls: the list (search words, section, active), one product with its sizes, its
 * fields saved by the form and its sizes by their own editor (each its own audit row).
 */
type Query = NonNullable<CallInput<'GET /admin/products/'>['query']>;
type Body = CallInput<'POST /admin/products/'>['body'];

export function productQuery(filter: Record<string, unknown>, after: string | undefined): Query {
  const q = typeof filter.q === 'string' ? filter.q.trim() : '';
  const section = Number(filter.section);
  const active: Query['active'] = filter.active === 'yes' || filter.active === 'no' ? filter.active : undefined;
  return {
    q: q !== '' && searchWords(q).length > 0 ? q : undefined,
    section: Number.isInteger(section) && section > 0 ? String(section) : undefined,
    active,
    after,
  };
}

const num = (value: unknown): number => (typeof value === 'number' ? value : Number(value));

function sizesOf(data: Record<string, unknown>): SizeInput[] {
  const sizes = Array.isArray(data.sizes) ? (data.sizes as Record<string, unknown>[]) : [];
  return sizes.map((s) => ({ ...(typeof s.id === 'number' ? { id: s.id } : {}), size: String(s.size ?? ''), stock: num(s.stock ?? 0) }));
}

/** The form's values as the contract writes them; an empty old price is none. */
function fieldsOf(data: Record<string, unknown>): Omit<Body, 'sizes'> {
  return {
    code: String(data.code ?? ''),
    name: String(data.name ?? ''),
    modelCode: String(data.modelCode ?? data.code ?? ''),
    kind: String(data.kind ?? ''),
    description: String(data.description ?? ''),
    composition: String(data.composition ?? ''),
    care: String(data.care ?? ''),
    colourCode: String(data.colourCode ?? ''),
    sectionId: num(data.sectionId),
    capsuleId: data.capsuleId ? num(data.capsuleId) : null,
    priceKopecks: num(data.priceKopecks),
    oldPriceKopecks: data.oldPriceKopecks ? num(data.oldPriceKopecks) : null,
    isNew: data.isNew === true,
    isPopular: data.isPopular === true,
    active: data.active !== false,
  };
}

const path = (id: string | number) => `/admin/products/${encodeURIComponent(String(id))}/`;

export function productCalls(http: AdminHttp): ResourceCalls {
  return {
    list: (filter, after) => http.get<ListData<ProductListItem>>('/admin/products/', { ...productQuery(filter, after) }),
    one: async (id) => (await http.get<{ product: ProductAdmin }>(path(id))).product,
    create: async (data) =>
      (await http.post<{ product: ProductAdmin }>('/admin/products/', { ...fieldsOf(data), sizes: sizesOf(data) })).product,
    update: async (id, data) => (await http.post<{ product: ProductAdmin }>(path(id), fieldsOf(data))).product,
  };
}

export interface ProductActions {
  /** The sizes' editor: the whole ordered list at once, each with its stock watch threshold. */
  saveProductSizes(id: number, sizes: SizeInput[]): Promise<ProductAdmin>;
  /** One picture, put last (shared/contract/calls/admin-pictures.ts); `onProgress` hears its bytes go. */
  uploadProductPicture(id: number, file: File, onProgress?: (progress: UploadProgress) => void): Promise<ProductAdmin>;
  /** The pictures in order with their alt texts; one left out is deleted. */
  saveProductPictures(id: number, pictures: Array<{ id: number; alt: string }>): Promise<ProductAdmin>;
}

export function productActions(http: AdminHttp): ProductActions {
  return {
    saveProductSizes: async (id, sizes) => (await http.post<{ product: ProductAdmin }>(`${path(id)}sizes/`, { sizes })).product,
    uploadProductPicture: async (id, file, onProgress) => {
      const form = new FormData();
      form.append(PICTURE_FIELD, file);
      return (await http.upload<{ product: ProductAdmin }>(`${path(id)}pictures/`, form, onProgress)).product;
    },
    saveProductPictures: async (id, pictures) =>
      (await http.post<{ product: ProductAdmin }>(`${path(id)}pictures/list/`, { pictures })).product,
  };
}
