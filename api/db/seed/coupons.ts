import { eq } from 'drizzle-orm';
import { coupons, sections } from '../schema';
import type { Executor } from '../database';

/** The demo coupons (README, «The demo shop»): codes stored normalized (upper-case, no spaces). */
export async function seedCoupons(tx: Executor): Promise<void> {
  const [leto] = await tx.select({ id: sections.id }).from(sections).where(eq(sections.code, 'leto_2025')).limit(1);
  const rows: (typeof coupons.$inferInsert)[] = [
    { code: 'SKIDKA10', kind: 'percent', value: 10 },
    { code: 'MALYSH500', kind: 'fixed', value: 50_000, minSumKopecks: 300_000 },
    {
      code: 'OLD2024',
      kind: 'percent',
      value: 20,
      startsAt: new Date('2024-01-01T00:00:00+03:00'),
      endsAt: new Date('2025-01-01T00:00:00+03:00'),
    },
  ];
  // The capsule coupon only where the capsule exists (a shop without it gets the rest).
  if (leto) rows.push({ code: 'LETO2025', kind: 'percent', value: 15, sectionIds: [leto.id] });
  await tx.insert(coupons).values(rows).onConflictDoNothing({ target: coupons.code });
}

export async function hasCoupons(tx: Executor): Promise<boolean> {
  const [row] = await tx.select({ id: coupons.id }).from(coupons).limit(1);
  return row !== undefined;
}
