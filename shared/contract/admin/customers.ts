import { z } from 'zod';
import { personPhone } from '../person-input';
import { typedText } from '../input';
import { ORDER_STATUSES, PAYMENT_METHODS } from '../order-constants';
import { pageAfter, pageLimit, pageOf, searchText } from './list';

/**
 * The back office's customers, read side (api/admin/customers/, decision 049). A customer is an
 * account (a shopper known by phone); a guest who never signed in is found by the order search and
 * opened by phone. Money in kopecks, moments ISO 8601.
 */

/** Most characters of a staff note on a shopper. */
export const SHOPPER_NOTE_MAX = 2000;

/** GET /admin/customers/ query. */
export const customerListQuerySchema = z.object({ q: searchText, after: pageAfter, limit: pageLimit });
export type CustomerListQuery = z.output<typeof customerListQuerySchema>;

/** Phone and e-mail masked unless the role may see them. */
export const customerListItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  phone: z.string(),
  email: z.string().nullable(),
  registeredAt: z.string(),
  ordersCount: z.number().int(),
  spentKopecks: z.number().int(),
});
export type CustomerListItem = z.infer<typeof customerListItemSchema>;
export const customerListSchema = pageOf(customerListItemSchema);
export type CustomerList = z.infer<typeof customerListSchema>;

/** A customer's page opens by account or, for a guest, by phone (typed any way). */
export const customerKeySchema = z.union([z.object({ userId: z.number().int().positive() }), z.object({ phone: personPhone })]);
export type CustomerKey = z.output<typeof customerKeySchema>;

/** POST /admin/customers/note/ body: the note on a phone's shopper ('' clears it). */
export const shopperNoteBodySchema = z.object({
  phone: personPhone,
  note: typedText('Заметка (note): ожидается строка', 'Заметка')
    .trim()
    .max(SHOPPER_NOTE_MAX, `Заметка — не длиннее ${SHOPPER_NOTE_MAX} символов`),
});
export type ShopperNoteBody = z.output<typeof shopperNoteBodySchema>;

const customerOrderSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  placedAt: z.string(),
  status: z.enum(ORDER_STATUSES),
  /** With the status, what the order is called: a new SBP order waits for its money, a new cash one is accepted. */
  paymentMethod: z.enum(PAYMENT_METHODS),
  totalKopecks: z.number().int(),
  paid: z.boolean(),
});

export const customerPageSchema = z.object({
  customer: z.object({
    /** Null: a guest, known only by the phone of their orders. */
    userId: z.number().int().nullable(),
    name: z.string(),
    phone: z.string(),
    email: z.string().nullable(),
    registeredAt: z.string().nullable(),
  }),
  /** Orders of the account or the phone, newest first (the latest 50; ordersCount says how many in all). */
  orders: z.array(customerOrderSchema),
  ordersCount: z.number().int(),
  /** Paid orders' totals, cancelled and refunded ones aside. */
  spentKopecks: z.number().int(),
  subscriptions: z.object({
    emailNews: z.boolean(),
    emailNewsChangedAt: z.string().nullable(),
    smsNews: z.boolean(),
    smsNewsChangedAt: z.string().nullable(),
  }),
  certificates: z.object({
    /** Certificates their orders bought, and what is left on each. */
    bought: z.array(
      z.object({ code: z.string(), orderCode: z.string(), nominalKopecks: z.number().int(), balanceKopecks: z.number().int() }),
    ),
    /** Certificates that paid part of their orders. */
    used: z.array(z.object({ code: z.string(), orderCode: z.string(), kopecks: z.number().int() })),
  }),
  note: z.object({ text: z.string(), updatedAt: z.string() }).nullable(),
});
export type CustomerPage = z.infer<typeof customerPageSchema>;

/**
 * GET /admin/customers/{key}/: `u123` for account 123, or the phone's 11 digits `79161234567`
 * (a guest's page, decision 050).
 */
export const customerKeyParamsSchema = z.object({
  key: z
    .string({ error: 'Покупатель: ожидается u и номер или телефон' })
    .regex(/^(u[0-9]{1,9}|7[0-9]{10})$/, 'Покупатель: ожидается u и номер (u123) или телефон из 11 цифр (79161234567)')
    .transform((key): CustomerKey => (key.startsWith('u') ? { userId: Number(key.slice(1)) } : { phone: key }))
    .refine((key) => !('userId' in key) || key.userId >= 1, 'Покупатель: неверный номер'),
});
export const shopperNoteDataSchema = z.object({ note: z.object({ text: z.string(), updatedAt: z.string() }).nullable() });
