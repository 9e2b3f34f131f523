/** Who changes an order, as its history keeps it (order_events.actor_kind, actor_id). */
import type { ActorKind } from '../schema';

export interface Actor {
  kind: ActorKind;
  /** Which one, where it has an id; null where it has none (a script run by the staff). */
  id: string | null;
}

/** The shopper, by account when signed in, else by browser session. */
export const shopper = (session: { id: number; userId: number | null }): Actor => ({
  kind: 'shopper',
  id: session.userId === null ? `session:${session.id}` : `user:${session.userId}`,
});

/** The bank that reported a payment: the provider and its payment's id. */
export const bank = (provider: string, externalId: string): Actor => ({ kind: 'bank', id: `${provider}:${externalId}` });

/** A job, by its queue's name. */
export const job = (queue: string): Actor => ({ kind: 'job', id: queue });

/** The shop's staff: a member's id once the back office has them, null from a script. */
export const staff = (id: string | null = null): Actor => ({ kind: 'staff', id });
