import type { AdminPoster, ListData, PosterBody } from '../contract-types';
import type { ResourceCalls } from '../data/resources';
import type { AdminHttp } from '../http';

/** The form's page lists are one address a line; the contract's are arrays. */
export type PosterRecord = AdminPoster & { showInText: string; hideInText: string };

const lines = (value: unknown) =>
  String(value ?? '')
    .split(/\r?\n/u)
    .map((line) => line.trim())
    .filter((line) => line !== '');
const textOrNull = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : null);
const momentOrNull = (value: unknown) => (value ? new Date(String(value)).toISOString() : null);

const toRecord = (poster: AdminPoster): PosterRecord => ({
  ...poster,
  showInText: poster.showIn.join('\n'),
  hideInText: poster.hideIn.join('\n'),
});

export function posterBody(data: Record<string, unknown>): PosterBody {
  const link = (data.link ?? {}) as Record<string, unknown>;
  const href = textOrNull(link.href);
  return {
    name: String(data.name ?? ''),
    type: data.type === 'IMAGE' ? 'IMAGE' : 'HTML',
    picture: textOrNull(data.picture),
    text: textOrNull(data.text),
    link: href ? { href, target: link.target === '_blank' ? '_blank' : '_self', text: String(link.text ?? '') } : null,
    showIn: lines(data.showInText),
    hideIn: lines(data.hideInText),
    delayMinutes: Number(data.delayMinutes ?? 0),
    active: data.active !== false,
    startsAt: momentOrNull(data.startsAt),
    endsAt: momentOrNull(data.endsAt),
  };
}

export function posterCalls(http: AdminHttp): ResourceCalls {
  const path = (id: string | number) => `/admin/posters/${encodeURIComponent(String(id))}/`;
  return {
    async list() {
      const page = await http.get<ListData<AdminPoster>>('/admin/posters/');
      return { items: page.items.map(toRecord), next: null };
    },
    one: async (id) => toRecord((await http.get<{ poster: AdminPoster }>(path(id))).poster),
    create: async (data) => toRecord((await http.post<{ poster: AdminPoster }>('/admin/posters/', posterBody(data))).poster),
    update: async (id, data) => toRecord((await http.post<{ poster: AdminPoster }>(path(id), posterBody(data))).poster),
  };
}

/** The running banner: one text, not a list, so its own two calls on the data provider. */
export interface BannerActions {
  readBanner(): Promise<{ text: string }>;
  saveBanner(text: string): Promise<{ text: string }>;
}

export const bannerActions = (http: AdminHttp): BannerActions => ({
  readBanner: () => http.get<{ text: string }>('/admin/banner/'),
  saveBanner: (text) => http.post<{ text: string }>('/admin/banner/', { text }),
});
