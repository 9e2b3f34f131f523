import os from 'node:os';

/** What every benchmark script does around its measurements: options, a time limit, clean-up. */

/** `--name <n>` of the command line when it is a positive number (a whole one unless `whole` is false), else `fallback`. */
export function numberArg(name: string, fallback: number, whole = true): number {
  const i = process.argv.indexOf(name);
  const value = i >= 0 ? Number(process.argv[i + 1]) : fallback;
  return (whole ? Number.isInteger(value) : Number.isFinite(value)) && value > 0 ? value : fallback;
}

/** «Нагрузка машины …»: figures from a busy machine are not figures of the code, so a benchmark says how busy it was. */
export function machineLoadLine(): string {
  const load = os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' ');
  return `Нагрузка машины (loadavg 1/5/15 мин): ${load}; ядер: ${os.cpus().length}`;
}

/** `--name <value>` of the command line, or undefined without it. */
export function stringArg(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

/**
 * Runs a benchmark's `main` and exits with its code. Whatever happens, the benchmark ends by
 * itself within `limitMs` (code 2) and cleans up after itself (`cleanUp` runs before every exit).
 */
export function runBench(main: () => Promise<number>, limitMs: number, cleanUp: () => Promise<void>): void {
  const finish = async (code: number): Promise<never> => {
    clearTimeout(watchdog);
    await cleanUp().catch(() => {});
    process.exit(code);
  };
  const watchdog = setTimeout(() => {
    console.error(`Бенчмарк не уложился в ${Math.ceil(limitMs / 60_000)} мин, останавливаю`);
    void finish(2);
  }, limitMs);
  main().then(finish, (error: unknown) => {
    console.error('Бенчмарк упал:', error);
    return finish(1);
  });
}
