import type { Logger } from 'pino';
import { createApiClient } from '../shared/api/client';
import { redirectListSchema, type Redirect } from '../shared/contract/data';

export interface RedirectTableOptions {
  apiUrl: string;
  logger: Logger;
  /** How often the table is reloaded, ms; the api owns it, so edits there arrive without a restart. */
  refreshMs?: number;
  /** Entries to start with (tests, or a table known before the first load). */
  entries?: Redirect[];
}

const DEFAULT_REFRESH_MS = 5 * 60_000;
const LOAD_TIMEOUT_MS = 5_000;

/**
 * The legacy redirect table, held in memory because it is read on every request. Every instance
 * loads it from the api, so nothing here is state another instance would need.
 */
export class RedirectTable {
  private table = new Map<string, string>();
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly options: RedirectTableOptions) {
    this.replace(options.entries ?? []);
  }

  get size(): number {
    return this.table.size;
  }

  /** The canonical address for a legacy path, or undefined. */
  get(path: string): string | undefined {
    return this.table.get(path);
  }

  /**
   * Loads the table from the api and keeps it fresh. A failed load keeps the table we have and
   * is logged: a shop with yesterday's redirects is better than a shop that does not answer.
   * Resolves true when this load succeeded.
   */
  async load(): Promise<boolean> {
    this.schedule();
    const log = this.options.logger;
    try {
      const api = createApiClient({ baseUrl: this.options.apiUrl });
      const data = await api.request('GET /data/redirects/', {}, { signal: AbortSignal.timeout(LOAD_TIMEOUT_MS) });
      this.replace(redirectListSchema.parse(data));
      log.debug({ size: this.table.size }, 'таблица переадресаций загружена');
      return true;
    } catch (error) {
      log.warn({ err: error, size: this.table.size }, 'таблица переадресаций не загрузилась, оставлена прежняя');
      return false;
    }
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  private schedule(): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.load(), this.options.refreshMs ?? DEFAULT_REFRESH_MS);
    // The refresh must never keep the process alive on its own.
    this.timer.unref();
  }

  private replace(entries: Redirect[]): void {
    this.table = new Map(entries.map((e) => [e.from, e.to]));
  }
}
