/**
 * CDEK's waybills: POST /print/orders makes a print job (its uuid), GET /print/orders/{uuid} tells
 * when it is READY with the PDF's url, which is then fetched with the same token.
 * https://api-docs.cdek.ru/36967276.html
 */
import { z } from 'zod';
import type { CdekClient } from './cdek-client';
import { cdekErrors, cdekFailed, cdekRefusal } from './cdek-errors';
import type { Waybill } from './types';

const jobSchema = z.object({
  entity: z.object({ uuid: z.string().min(1), url: z.string().nullish(), statuses: z.array(z.object({ code: z.string() })).default([]) }),
});

export async function cdekWaybill(client: CdekClient, uuids: string[], poll: { intervalMs: number; tries: number }): Promise<Waybill> {
  const made = z.object({ entity: z.object({ uuid: z.string().min(1) }) });
  const job = made.safeParse(
    await client.json({
      method: 'POST',
      path: '/print/orders',
      body: { orders: uuids.map((order_uuid) => ({ order_uuid })), copy_count: 1 },
    }),
  );
  if (!job.success) throw cdekFailed('СДЭК не принял задание на печать');
  for (let attempt = 0; attempt < poll.tries; attempt++) {
    if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, poll.intervalMs));
    const answer = await client.send({ path: `/print/orders/${encodeURIComponent(job.data.entity.uuid)}` });
    const parsed = jobSchema.safeParse(answer.body);
    if (answer.status !== 200 || !parsed.success) throw cdekFailed(`СДЭК не дал задание на печать (HTTP ${answer.status})`);
    const codes = parsed.data.entity.statuses.map((s) => s.code);
    if (codes.includes('INVALID')) throw cdekRefusal(cdekErrors(answer.body));
    const url = parsed.data.entity.url;
    if (codes.includes('READY') && url) {
      const pdf = await client.send({ path: url });
      if (pdf.status !== 200 || pdf.bytes.subarray(0, 4).toString('latin1') !== '%PDF') throw cdekFailed('СДЭК не отдал PDF накладной');
      return { contentType: 'application/pdf', body: pdf.bytes };
    }
  }
  throw cdekFailed('СДЭК не успел подготовить накладную: попробуйте ещё раз');
}
