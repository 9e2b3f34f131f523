import type { SectionAdmin, SectionCreateBody, SectionUpdateBody } from '../../shared/contract/admin/sections';
import type { ResourceCalls } from '../data/resources';
import type { AdminHttp } from '../http';

/** The sections' calls: the whole tree is one list (a shop has tens of sections), parents before children. */
type SectionList = { items: SectionAdmin[] };

const parentOf = (value: unknown): number | null => (typeof value === 'number' && value > 0 ? value : null);

/** What the form sends: its fields as the contract names them, the parent null for a root. */
function bodyOf(data: Record<string, unknown>): SectionUpdateBody & SectionCreateBody {
  return {
    code: String(data.code ?? ''),
    name: String(data.name ?? ''),
    parentId: parentOf(data.parentId),
    active: data.active !== false,
    style: (data.style as SectionAdmin['style'] | undefined) ?? 'plain',
  };
}

export function sectionCalls(http: AdminHttp): ResourceCalls {
  return {
    list: async () => ({ items: (await http.get<SectionList>('/admin/sections/')).items, next: null }),
    create: async (data) => (await http.post<{ section: SectionAdmin }>('/admin/sections/', bodyOf(data))).section,
    update: async (id, data) =>
      (await http.post<{ section: SectionAdmin }>(`/admin/sections/${encodeURIComponent(String(id))}/`, bodyOf(data))).section,
    remove: async (id) => {
      await http.post<SectionList>(`/admin/sections/${encodeURIComponent(String(id))}/delete/`);
    },
  };
}

export interface SectionActions {
  /** The arrows: one place up or down among the section's siblings. */
  moveSection(id: number, direction: 'up' | 'down'): Promise<void>;
}

export function sectionActions(http: AdminHttp): SectionActions {
  return {
    moveSection: async (id, direction) => {
      await http.post<SectionList>(`/admin/sections/${id}/move/`, { direction });
    },
  };
}
