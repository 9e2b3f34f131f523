import { issuePersonalCoupon } from '../coupon/service';
import type { Executor } from '../db/database';

/**
 * The welcome coupon every new account gets (issue 10; the terms are ours, decision 011): 500 р.
 * off one order from 3 000 р. within 30 days, for this account only. It matches the demo coupon
 * MALYSH500's threshold, so the shop's margins see nothing new.
 */
export const WELCOME_COUPON = {
  prefix: 'PRIVET',
  kind: 'fixed',
  value: 50_000,
  minSumKopecks: 300_000,
  days: 30,
} as const;

export async function issueWelcomeCoupon(tx: Executor, userId: number, now = new Date()): Promise<void> {
  const { days, ...terms } = WELCOME_COUPON;
  await issuePersonalCoupon(tx, userId, { ...terms, endsAt: new Date(now.getTime() + days * 24 * 60 * 60 * 1000) });
}
