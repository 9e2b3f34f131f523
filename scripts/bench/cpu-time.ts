import fs from 'node:fs';

/**
 * CPU time (user + system, ms) used so far by a process and all its descendants (the shop and
 * its embedded PostgreSQL with its backends), read from /proc; null where there is no /proc.
 * Divided by the requests served, it is a figure that other work on the machine barely moves,
 * unlike requests/s. A descendant that already exited is not counted (the pool keeps backends).
 */
export function treeCpuMs(rootPid: number): number | null {
  const byPid = treeCpuByPid(rootPid);
  return byPid && [...byPid.values()].reduce((sum, ms) => sum + ms, 0);
}

/**
 * CPU time (ms) of a process and each of its descendants, by pid. Two readings diffed pid by pid
 * (`cpuSpentMs`) count what was spent between them even when a process that was busy before
 * (a backend that seeded the database) exits meanwhile.
 */
export function treeCpuByPid(rootPid: number): Map<number, number> | null {
  let pids: string[];
  try {
    pids = fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return null;
  }
  const stats = new Map<number, { ppid: number; ticks: number }>();
  for (const pid of pids) {
    try {
      const text = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      // The command name may hold spaces and parentheses: the fields start after its last ')'.
      const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
      stats.set(Number(pid), { ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) });
    } catch {
      // exited meanwhile
    }
  }
  if (!stats.has(rootPid)) return null;
  const children = new Map<number, number[]>();
  for (const [pid, { ppid }] of stats) children.set(ppid, [...(children.get(ppid) ?? []), pid]);
  const byPid = new Map<number, number>();
  const stack = [rootPid];
  while (stack.length > 0) {
    const pid = stack.pop()!;
    // Linux reports these in clock ticks of 1/100 s (USER_HZ) on every common platform.
    byPid.set(pid, (stats.get(pid)?.ticks ?? 0) * 10);
    stack.push(...(children.get(pid) ?? []));
  }
  return byPid;
}

/** CPU ms spent between two `treeCpuByPid` readings by the processes alive at the second. */
export function cpuSpentMs(before: ReadonlyMap<number, number>, after: ReadonlyMap<number, number>): number {
  let ms = 0;
  for (const [pid, now] of after) ms += now - (before.get(pid) ?? 0);
  return ms;
}

/** The parent of a process (the postmaster of a PostgreSQL backend), or null where there is no /proc. */
export function parentPid(pid: number): number | null {
  try {
    const text = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(text.slice(text.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return null;
  }
}
