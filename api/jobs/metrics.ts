/**
 * The job runner's metrics (docs/decisions/030): queue depth read from pg-boss at scrape (the
 * queue's truth, the same from every instance: take max() across them), and failed tries counted
 * by the runner whose job threw (each instance its own: sum() across them).
 */
import type PgBoss from 'pg-boss';
import { Counter } from 'prom-client';
import { once, registry, sourcedGauge } from '../../shared/node/metrics';

export const jobFailures = once(
  'shop_job_failures_total',
  () =>
    new Counter({
      name: 'shop_job_failures_total',
      help: 'Неудачные попытки заданий (ошибка или исчерпанное время; задание повторится, пока есть попытки): queue',
      labelNames: ['queue'] as const,
      registers: [registry],
    }),
);

// Two runners in one process (tests) report the same queues: the size is the queue's, so the larger is kept.
const queueGauge = sourcedGauge('shop_job_queue_size', 'Заданий в очереди, ещё не взятых в работу: queue', ['queue'], 'max');

/** Reports each queue's waiting jobs (pg-boss getQueueSize) at every scrape, until the returned stop. */
export function watchQueues(boss: PgBoss, queues: readonly string[]): () => void {
  return queueGauge.add(async (set) => {
    const sizes = await Promise.all(queues.map((queue) => boss.getQueueSize(queue)));
    queues.forEach((queue, i) => set({ queue }, sizes[i]!));
  });
}
