import fs from 'node:fs';

/**
 * CPU time (user + system, ms) used so far by a process and all its descendants (the shop and
 * its embedded PostgreSQL with its backends), read from /proc; null where there is no /proc.
 * Divided by the requests served, it is a figure that other work on the machine barely moves,
 * unlike requests/s. A descendant that already exited is not counted (the pool keeps backends).
 */
export function treeCpuMs(rootPid: number): number | null {
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
  let ticks = 0;
  const stack = [rootPid];
  while (stack.length > 0) {
    const pid = stack.pop()!;
    ticks += stats.get(pid)?.ticks ?? 0;
    stack.push(...(children.get(pid) ?? []));
  }
  // Linux reports these in clock ticks of 1/100 s (USER_HZ) on every common platform.
  return ticks * 10;
}
