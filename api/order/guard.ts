import type { Db } from '../db/database';
import type { CallContext } from '../http/calls';
import { clientAddress, type Limits } from '../limits/service';
import { sessionLookup } from '../session/service';
import { isPhoneConfirmed, phoneUnconfirmed } from './confirmed';

export interface PlacementAsk {
  /** The order's phone, as the api reads it. */
  phone: string;
  /** Paid on receipt (a one-click order always is): only for a phone the session confirmed. */
  onReceipt: boolean;
}

/**
 * What every placement (checkout, each one-click call) passes before it places, in this order
 * (docs/decisions/036): the address's limit, which counts every try, refusals included; for an
 * order paid on receipt, a phone the session confirmed with a code; the phone's limit, which
 * counts only orders placed: its point is taken first, so that parallel placements cannot both
 * slip past it, and given back when `place` refuses or answers an earlier try's order.
 */
export async function guardPlacement<T extends { created: boolean }>(
  db: Db,
  limits: Limits,
  call: CallContext,
  ask: PlacementAsk,
  place: () => Promise<T>,
): Promise<T> {
  await limits.orderAttempt(clientAddress(call));
  const session = await sessionLookup(db, call)({ create: false });
  // Asked at most once, and for an order paid by SBP only when the number's hour is spent.
  let known: Promise<boolean> | undefined;
  const confirmed = () => (known ??= isPhoneConfirmed(db, session, ask.phone));
  if (ask.onReceipt && !(await confirmed())) throw phoneUnconfirmed();
  const giveBack = await limits.orderForPhone(ask.phone, ask.onReceipt || confirmed);
  let placed: T;
  try {
    placed = await place();
  } catch (refusal) {
    await giveBack();
    throw refusal;
  }
  if (!placed.created) await giveBack();
  return placed;
}
