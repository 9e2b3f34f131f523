import { z } from 'zod';
import { SECTION_DEPTH_MAX, SECTION_STYLES } from '../catalog-constants';
import { bodyId, typedText } from '../input';

/**
 * The catalogue's sections in the back office (issue 24): the whole tree in one answer (a shop has
 * tens of sections, not thousands), its order within a parent moved by arrows, the active flag, the
 * menu style, name and code. A changed code keeps the old address as a 301.
 */

export { SECTION_DEPTH_MAX };
const NAME_MAX = 100;
const CODE_MAX = 100;

/** A code goes into addresses: the storefront's alphabet (api/catalog/schema.ts checks it too). */
export const catalogueCode = (what: string) =>
  typedText(`${what}: ожидается строка`, what)
    .trim()
    .min(1, `Укажите ${what.toLowerCase()}`)
    .max(CODE_MAX, `${what} — не длиннее ${CODE_MAX} символов`)
    .regex(/^[a-z0-9][a-z0-9_-]*$/, `${what}: строчные латинские буквы, цифры, - и _, первая — буква или цифра`);

export const catalogueName = (what: string, max = NAME_MAX) =>
  typedText(`Укажите ${what.toLowerCase()}`, what)
    .trim()
    .min(1, `Укажите ${what.toLowerCase()}`)
    .max(max, `${what} — не длиннее ${max} символов`);

const sectionStyle = z.enum(SECTION_STYLES, { error: 'Оформление: обычное (plain), аутлет (outlet) или капсула (capsule)' });
const parentId = bodyId('Родительский раздел: ожидается номер', 'Родительский раздел: неверный номер').nullable();

export const sectionAdminSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  parentId: z.number().int().nullable(),
  depth: z.number().int(),
  sort: z.number().int(),
  active: z.boolean(),
  style: z.enum(SECTION_STYLES),
  /** Products whose section (or capsule) it is: a section with products or children is not deleted. */
  products: z.number().int(),
  /** Its storefront address. */
  url: z.string(),
});
export type SectionAdmin = z.infer<typeof sectionAdminSchema>;

/** Every section, parents before children, each parent's children in the menu's order. */
export const sectionAdminListSchema = z.object({ items: z.array(sectionAdminSchema) });
export type SectionAdminList = z.infer<typeof sectionAdminListSchema>;

export const sectionDataSchema = z.object({ section: sectionAdminSchema });

export const sectionCreateBodySchema = z.object({
  code: catalogueCode('Код раздела'),
  name: catalogueName('Название раздела'),
  parentId: parentId.optional().transform((id) => id ?? null),
  active: z.boolean({ error: 'Активность: ожидается true или false' }).optional(),
  style: sectionStyle.optional(),
});
export type SectionCreateBody = z.output<typeof sectionCreateBodySchema>;

export const sectionUpdateBodySchema = z.object({
  code: catalogueCode('Код раздела').optional(),
  name: catalogueName('Название раздела').optional(),
  /** Another parent (null: a root): the section goes last among its new siblings. */
  parentId: parentId.optional(),
  active: z.boolean({ error: 'Активность: ожидается true или false' }).optional(),
  style: sectionStyle.optional(),
});
export type SectionUpdateBody = z.output<typeof sectionUpdateBodySchema>;

/** The arrows: one place up or down among its siblings. */
export const sectionMoveBodySchema = z.object({
  direction: z.enum(['up', 'down'], { error: 'Направление: up или down' }),
});
export type SectionMoveBody = z.output<typeof sectionMoveBodySchema>;

export const catalogueIdParams = (what: string) =>
  z.object({
    id: z
      .string({ error: `${what}: ожидается номер` })
      .regex(/^[0-9]{1,9}$/, `${what}: неверный номер`)
      .transform(Number),
  });
export const sectionIdParamsSchema = catalogueIdParams('Раздел');

export const SECTION_MESSAGES = {
  notFound: 'Раздел не найден',
  codeTaken: 'Такой код раздела уже есть',
  cycle: 'Раздел нельзя вложить в самого себя или в свой подраздел',
  tooDeep: `Разделы вкладываются не глубже ${SECTION_DEPTH_MAX} уровней`,
  parentMissing: 'Родительский раздел не найден',
  hasProducts: 'В разделе есть товары: перенесите их в другой раздел или отключите раздел',
  hasChildren: 'В разделе есть подразделы: сначала перенесите или удалите их',
  hasPromo: 'Раздел открывает промо-страницу: сначала уберите её',
} as const;
