import type PgBoss from 'pg-boss';

/**
 * Makes queue `name` if it is missing and sets its options (at every start, so a changed setting
 * applies to a queue made before). pg-boss 10's create_queue deadlocks when instances starting
 * together create one queue at the same time (it attaches a partition to its job table). The
 * loser's transaction is rolled back whole, and its retry finds the queue made: so a deadlock is
 * simply tried again.
 */
export async function ensureQueue(boss: PgBoss, name: string, options: Omit<PgBoss.Queue, 'name'>): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await boss.createQueue(name, { name, ...options });
      await boss.updateQueue(name, { name, ...options });
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== '40P01' || attempt >= 5) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 200));
    }
  }
}
