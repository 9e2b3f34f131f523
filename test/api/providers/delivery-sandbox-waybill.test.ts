import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { parseApiConfig } from '../../../api/config';
import { pickupPoints } from '../../../api/db/schema';
import { createDeliveryProviders } from '../../../api/providers/delivery';
import { shipments } from '../../../api/shipment/schema';
import { useTestDatabase } from '../../support/database';
import { insertAdminOrder } from '../admin/read-fixture';

describe("the sandbox carrier's waybill, from the shop's own tables", () => {
  const database = useTestDatabase();

  it("prints the order's recipient, point, weight and the amount to collect on receipt", async () => {
    const { db } = database();
    const [point] = await db.select().from(pickupPoints).where(eq(pickupPoints.code, 'KZN-01'));
    const order = await insertAdminOrder(db, {
      deliveryMethod: 'pickup',
      pickupPointId: point!.id,
      paymentMethod: 'cash',
      name: 'Анна <b>Смирнова</b>',
    });
    const { active, byName } = createDeliveryProviders(parseApiConfig({}), db);
    expect(active).toBe(byName.sandbox);
    expect(byName.cdek).toBeUndefined();
    const made = await active.createShipment({
      orderCode: order.code,
      tariffCode: 136,
      destination: { method: 'pickup', pointCode: 'KZN-01', cityCode: 424 },
      recipient: { name: order.name, phone: order.phone, email: null },
      lines: [],
      parcel: { weightGrams: 300 },
      declaredValueKopecks: order.totalKopecks,
      collectKopecks: order.totalKopecks,
    });
    await db
      .insert(shipments)
      .values({ orderId: order.id, provider: 'sandbox', externalId: made.externalId, trackingNumber: made.trackingNumber });
    const html = (await active.waybill([made.externalId])).body.toString('utf8');
    expect(html).toContain(made.trackingNumber!);
    expect(html).toContain(order.code);
    expect(html).toContain('Анна &lt;b&gt;Смирнова&lt;/b&gt;, +79161234567');
    expect(html).toContain('Пункт выдачи KZN-01: Казань, ул. Баумана, д. 44/8');
    // The fixture's one 62 body at the default packed weight, paid on receipt.
    expect(html).toContain('300 г');
    expect(html).toContain('1\u00a0500\u00a0р.');
  });
});
