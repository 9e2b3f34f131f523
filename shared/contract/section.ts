import { z } from 'zod';
import { SECTION_STYLES, type SectionStyle } from './catalog-constants';

/** Catalogue section (spec §3). IS_ACTIVE / ACTIVE_LINK are view flags the client derives. */
export interface Section {
  ID: number;
  CODE: string;
  NAME: string;
  /** Parent id, null for a root section. */
  IBLOCK_SECTION_ID: number | null;
  SORT: number;
  /** 1 for a root section, up to 4. */
  DEPTH_LEVEL: number;
  /** Canonical storefront address, built by shared/routes `urls.section`. */
  URL: string;
  /** How the menu paints its name (the owner sets it): outlet red, capsule green; absent: plain. */
  STYLE?: SectionStyle;
  ITEMS: Section[];
}

export const sectionSchema: z.ZodType<Section> = z
  .lazy(() =>
    z.object({
      ID: z.number().int(),
      CODE: z.string(),
      NAME: z.string(),
      IBLOCK_SECTION_ID: z.number().int().nullable(),
      SORT: z.number().int(),
      DEPTH_LEVEL: z.number().int().min(1).max(4),
      URL: z.string(),
      STYLE: z.enum(SECTION_STYLES).optional(),
      ITEMS: z.array(sectionSchema),
    }),
  )
  .meta({ id: 'Section' });

/** GET /api/catalog/section-tree/ (the menu): root sections with ITEMS nested. */
export const sectionTreeSchema = z.array(sectionSchema);
/** GET /api/catalog/section-list/: every section, flat, ITEMS empty, parents before children. */
export const sectionListSchema = z.array(sectionSchema);
