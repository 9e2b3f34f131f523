/**
 * A payment row's SBP link made to pay now, whichever payment it is (the order's own, a surcharge):
 * past our expiry the acquirer has the last word (it may have been paid, or still take it); an
 * expired or cancelled link is started over under a new key; a row without a link gets one from
 * the acquirer under its key, so a retry after a timeout finds the same payment there.
 */
import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import type { Db } from '../db/database';
import { DomainError } from '../http/errors';
import type { PaymentProvider } from '../providers/payment/types';
import { settlePayment } from './bank-webhook';
import { paymentMessages } from './messages';
import { extendPaymentRow, findPaymentById, renewPaymentRow, saveCreatedPayment, type PaymentRow } from './queries';
import { viaProvider } from './via-provider';

/** How long a link the acquirer still takes after our expiry is shown before asking it again. */
const RECHECK_MS = 60_000;

export const isExpired = (row: PaymentRow, now = Date.now()) =>
  row.status === 'pending' && row.expiresAt !== null && row.expiresAt.getTime() <= now;

export interface LinkTerms {
  /** When a link made now stops paying. */
  expiresAt: () => Date;
  /** Throws when no fresh link may be issued any more (the order's payment window is over). */
  checkRenewable: () => void;
  /** What the shopper's bank shows. */
  description: string;
}

export interface LinkContext {
  db: Db;
  logger: Logger;
}

/** Past our expiry: settled by the acquirer's word, or shown a while longer while it still takes the link. */
async function recheckExpired(ctx: LinkContext, provider: PaymentProvider, row: PaymentRow): Promise<void> {
  const externalId = row.externalId!;
  const actual = await viaProvider(ctx.logger, () => provider.fetchPayment(externalId));
  const settled = await settlePayment(ctx.db, provider.name, actual, ctx.logger);
  // Still payable there: a second link now could be paid twice, so the first stays a while longer.
  if (settled === 'pending') await extendPaymentRow(ctx.db, row.id, new Date(Date.now() + RECHECK_MS));
}

async function createAtAcquirer(ctx: LinkContext, provider: PaymentProvider, orderCode: string, row: PaymentRow, terms: LinkTerms) {
  const { id, idempotenceKey } = row;
  const created = await viaProvider(ctx.logger, () =>
    provider.createPayment({ idempotenceKey, orderCode, amountKopecks: row.amountKopecks, description: terms.description }),
  );
  const status = created.status === 'cancelled' ? 'cancelled' : 'pending';
  await saveCreatedPayment(ctx.db, id, idempotenceKey, {
    externalId: created.externalId,
    sbpPayload: created.sbpUrl,
    status,
    expiresAt: terms.expiresAt(),
  });
  if (status === 'cancelled') throw new DomainError('payment_refused', 502, paymentMessages.refused);
}

/** The row with a link that pays now: re-checked, renewed or made as needed; answers it as it is after. */
export async function linkThatPays(
  ctx: LinkContext,
  provider: PaymentProvider,
  orderCode: string,
  start: PaymentRow,
  terms: LinkTerms,
): Promise<PaymentRow> {
  let row = start;
  const reread = () => findPaymentById(ctx.db, row.id);
  if (isExpired(row) && row.externalId) {
    await recheckExpired(ctx, provider, row);
    row = await reread();
  }
  if (row.status === 'succeeded' || row.withdrawnAt !== null) return row;

  if (row.status === 'cancelled' || isExpired(row)) {
    terms.checkRenewable();
    await renewPaymentRow(ctx.db, row, row.idempotenceKey, { idempotenceKey: randomUUID(), expiresAt: terms.expiresAt() });
    // Whoever renewed, everyone goes on with the row as it is now (one key, so one payment).
    row = await reread();
  }

  if (!row.externalId && row.status === 'pending') {
    await createAtAcquirer(ctx, provider, orderCode, row, terms);
    row = await reread();
  }
  return row;
}
