import { searchWords } from '../../shared/contract/admin/search-words';
import { ORDER_STATUSES } from '../../shared/contract/order-constants';
import type { OrderListQueryInput } from './types';

/** The choices of the list's filters, by the contract's values (their Russian names are in messages.ts). */
export const PAID_CHOICES = ['paid', 'unpaid'] as const;
export const PAYMENT_CHOICES = ['sbp', 'cash'] as const;
/** 'none': one-click orders, whose delivery the manager agrees on the phone. */
export const DELIVERY_CHOICES = ['pickup', 'courier', 'none'] as const;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

const oneOf = <T extends string>(choices: readonly T[], value: unknown): T | undefined => choices.find((choice) => choice === value);

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

function statuses(value: unknown): string | undefined {
  const picked = (Array.isArray(value) ? value : [value]).filter((s): s is (typeof ORDER_STATUSES)[number] =>
    (ORDER_STATUSES as readonly unknown[]).includes(s),
  );
  return picked.length > 0 ? [...new Set(picked)].join(',') : undefined;
}

/**
 * The list's filter form (react-admin's filter values) as GET /admin/orders/'s query: several
 * statuses comma-separated, days as typed, and the search only once it has a word the server can
 * look up (three letters or digits): while staff are still typing «an», the list stays as it was
 * rather than showing a refusal.
 */
export function orderListQuery(filter: Record<string, unknown>, after: string | undefined): OrderListQueryInput {
  const q = text(filter.q);
  const from = text(filter.from);
  const to = text(filter.to);
  return {
    status: statuses(filter.status),
    paid: oneOf(PAID_CHOICES, filter.paid),
    payment: oneOf(PAYMENT_CHOICES, filter.payment),
    delivery: oneOf(DELIVERY_CHOICES, filter.delivery),
    from: DAY.test(from) ? from : undefined,
    to: DAY.test(to) ? to : undefined,
    q: searchWords(q).length > 0 ? q : undefined,
    after,
  };
}
