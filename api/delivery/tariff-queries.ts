/**
 * The tariff cache (`delivery_tariffs`): one row per method, city key and weight band, the
 * carrier's last answer for it, marked with the carrier that gave it.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { preparedOnce } from '../db/named';
import { deliveryTariffs } from './schema';

export type TariffRow = typeof deliveryTariffs.$inferSelect;

// Every draft with a city reads it: built once, planned once per connection.
const nearestQuery = preparedOnce((db) =>
  db
    .select()
    .from(deliveryTariffs)
    .where(
      and(
        eq(deliveryTariffs.method, sql.placeholder('method')),
        eq(deliveryTariffs.cityKey, sql.placeholder('cityKey')),
        eq(deliveryTariffs.provider, sql.placeholder('provider')),
      ),
    )
    // The band itself first; else the nearest, the heavier of two as near (a fallback never undercharges).
    .orderBy(sql`abs(${deliveryTariffs.weightBand} - ${sql.placeholder('band')}::integer)`, desc(deliveryTariffs.weightBand))
    .limit(1)
    .prepare('delivery_tariff_nearest'),
);

/**
 * The city's row of the band, or else of the nearest band `provider` was asked for; null when none.
 * Another carrier's rows are not its prices: after the shop changes carrier they are asked again.
 */
export async function nearestTariff(
  db: Executor,
  provider: TariffRow['provider'],
  method: TariffRow['method'],
  cityKey: string,
  band: number,
): Promise<TariffRow | null> {
  const [row] = await nearestQuery(db).execute({ provider, method, cityKey, band });
  return row ?? null;
}

/** The carrier's answer, over the band's older one. */
export async function storeTariff(db: Executor, row: TariffRow): Promise<void> {
  const { provider, tariffCode, priceKopecks, daysMin, daysMax, fetchedAt } = row;
  await db
    .insert(deliveryTariffs)
    .values(row)
    .onConflictDoUpdate({
      target: [deliveryTariffs.method, deliveryTariffs.cityKey, deliveryTariffs.weightBand],
      set: { provider, tariffCode, priceKopecks, daysMin, daysMax, fetchedAt },
    });
}
