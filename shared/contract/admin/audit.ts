import { z } from 'zod';
import { typedText } from '../input';

/**
 * The audit log (issue 23, docs/decisions/045): every change staff make, who, when, from which
 * address, what, with the values before and after. Newest first, by keyset (`next` → `after`).
 */

/** Entries one page holds. */
export const AUDIT_PAGE_SIZE = 50;

/** 'YYYY-MM-DD' of a day the calendar has (2026-02-30 is not one: JavaScript would roll it to March). */
function isRealDay(s: string): boolean {
  const [year, month, day] = s.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return year >= 1900 && date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const day = (what: string) =>
  typedText(`${what}: ожидается дата`, what)
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${what}: дата в виде ГГГГ-ММ-ДД`)
    .refine(isRealDay, `${what}: такой даты нет`)
    .optional();

/** Filters: a person, an object (and its id), days (Moscow time, both included); `after` is a page's `next`. */
export const auditQuerySchema = z.object({
  staffId: z
    .string({ error: 'Сотрудник: ожидается номер' })
    .regex(/^[0-9]{1,9}$/, 'Сотрудник: неверный номер')
    .transform(Number)
    .optional(),
  object: typedText('Объект: ожидается строка', 'Объект').max(50, 'Объект: слишком длинное имя').optional(),
  objectId: typedText('Номер объекта: ожидается строка', 'Номер объекта').max(100, 'Номер объекта: слишком длинный').optional(),
  from: day('Дата «с»'),
  to: day('Дата «по»'),
  after: z
    .string({ error: 'Страница: ожидается ссылка на следующую' })
    .regex(/^[0-9]{1,18}$/, 'Страница: неверная ссылка на следующую')
    .optional(),
});
export type AuditQuery = z.input<typeof auditQuerySchema>;

const values = z.record(z.string(), z.unknown()).nullable();

export const auditEntrySchema = z
  .object({
    id: z.number().int(),
    /** ISO 8601. */
    at: z.string(),
    staff: z.object({ id: z.number().int(), name: z.string() }),
    address: z.string().nullable(),
    /** What was done: 'staff.create', 'staff.update', 'staff.reset', 'auth.sign-in'… */
    action: z.string(),
    /** What it was done to: 'staff', 'order'…, and its id. */
    object: z.string(),
    objectId: z.string().nullable(),
    before: values,
    after: values,
  })
  .meta({ id: 'AuditEntry' });
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditListDataSchema = z.object({ items: z.array(auditEntrySchema), next: z.string().nullable() });
export type AuditListData = z.infer<typeof auditListDataSchema>;
