/**
 * Gift certificates (issue 10, docs/decisions/013-gift-certificates.md): one per unit of a paid
 * certificate product, and the ledger of what moved its balance. Money in kopecks.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { CERTIFICATE_ALPHABET, CERTIFICATE_CODE_LENGTH, CERTIFICATE_EVENT_KINDS } from '../../shared/contract/certificate-code';
import { belongsTo, createdAt, identity, moment } from '../db/columns';
import { orderItems, orders } from '../order/schema';
import { users } from '../profile/schema';

export const certificates = pgTable(
  'certificates',
  {
    id: identity(),
    /** 16 letters of CERTIFICATE_ALPHABET from the CSPRNG, stored without the dashes it is shown with. */
    code: text('code').notNull().unique(),
    nominalKopecks: integer('nominal_kopecks').notNull(),
    /** What it can still pay: nominal − spent − held by the unpaid order below. */
    balanceKopecks: integer('balance_kopecks').notNull(),
    /** The order and line that bought it; `unit` is which of the line's units (1…quantity). */
    orderId: belongsTo('order_id', () => orders.id, 'restrict'),
    orderItemId: belongsTo('order_item_id', () => orderItems.id, 'restrict'),
    unit: integer('unit').notNull(),
    /** The account it is attached to (personal area); null until someone attaches it. */
    accountId: integer('account_id').references(() => users.id, { onDelete: 'set null' }),
    /** The one unpaid order whose hold is open: while set, no other order may use it. */
    heldOrderId: integer('held_order_id').references(() => orders.id, { onDelete: 'set null' }),
    /** Issued + CERTIFICATE_VALID_MONTHS: from this moment it pays no new order (a hold made before is still spent). */
    expiresAt: moment('expires_at').notNull(),
    /** Blocked by the staff (issue 24): it pays no new order; a hold made before is still spent or released. */
    blockedAt: moment('blocked_at'),
    /** The certificate this one replaces (reissued under a new code with its balance); null for one a payment issued. */
    reissuedFromId: integer('reissued_from_id').references((): AnyPgColumn => certificates.id, { onDelete: 'restrict' }),
    createdAt: createdAt(),
  },
  (t) => [
    // Issued at most once per unit, whoever confirms the payment twice; a reissue shares its unit's line.
    uniqueIndex('certificates_order_item_unit')
      .on(t.orderItemId, t.unit)
      .where(sql`${t.reissuedFromId} IS NULL`),
    // Reissued at most once: the old code is blocked in the same transaction.
    uniqueIndex('certificates_reissued_from').on(t.reissuedFromId),
    index('certificates_order_idx').on(t.orderId),
    index('certificates_account_idx').on(t.accountId),
    check('certificates_balance', sql`${t.balanceKopecks} >= 0 AND ${t.balanceKopecks} <= ${t.nominalKopecks}`),
    check('certificates_nominal_positive', sql`${t.nominalKopecks} > 0`),
    check('certificates_code_format', sql.raw(`code ~ '^[${CERTIFICATE_ALPHABET}]{${CERTIFICATE_CODE_LENGTH}}$'`)),
  ],
);

export const CERTIFICATE_MOVEMENTS = CERTIFICATE_EVENT_KINDS;

/**
 * What moved a certificate's balance, for its history. `amountKopecks` is the change of the balance
 * (issued and released add, held and spent take), so a certificate's movements sum to its balance.
 * A hold turns 'spent' in place when its order is paid (the balance went down when it was held);
 * 'reissued' takes the whole balance over to the certificate that replaces this one.
 */
export const certificateMovements = pgTable(
  'certificate_movements',
  {
    id: identity(),
    certificateId: belongsTo('certificate_id', () => certificates.id, 'cascade'),
    kind: text('kind', { enum: CERTIFICATE_MOVEMENTS }).notNull(),
    amountKopecks: integer('amount_kopecks').notNull(),
    /** The balance right after this movement (what an order's line of the totals shows). */
    balanceAfterKopecks: integer('balance_after_kopecks').notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('certificate_movements_certificate_idx').on(t.certificateId),
    index('certificate_movements_order_idx').on(t.orderId),
    check(
      'certificate_movements_sign',
      sql`(${t.kind} IN ('issued', 'released') AND ${t.amountKopecks} > 0) OR (${t.kind} IN ('held', 'spent', 'reissued') AND ${t.amountKopecks} < 0)`,
    ),
    check('certificate_movements_balance', sql`${t.balanceAfterKopecks} >= 0`),
  ],
);
