import type { Logger } from 'pino';
import { createApiClient } from '../shared/api/client';

export interface CatalogueRevisionOptions {
  apiUrl: string;
  logger: Logger;
  /** How often the api is asked, ms. */
  everyMs?: number;
}

const DEFAULT_EVERY_MS = 1_000;
const ASK_TIMEOUT_MS = 2_000;

/**
 * The catalogue's revision as the api last told it (api/catalog/revision.ts): staff edits raise it,
 * and what this process keeps of the catalogue (the shared answers of the pages, the sitemap, the
 * redirect table) is keyed by it or reloaded when it moves. One tiny call a second, so a staff edit
 * shows on every page within issue 24's 5 s while the shared answers stay reused between edits.
 */
export class CatalogueRevision {
  private seen = '';
  private timer: NodeJS.Timeout | undefined;
  private readonly listeners: Array<() => void> = [];

  constructor(private readonly options: CatalogueRevisionOptions) {}

  /** The revision last seen ('' before the first answer). */
  current(): string {
    return this.seen;
  }

  /** Called after the revision moved (not for the first one seen). */
  onChange(listener: () => void): void {
    this.listeners.push(listener);
  }

  /** Asks once now, then every `everyMs`; a failed ask keeps the last revision and is logged at debug. */
  async start(): Promise<void> {
    if (!this.timer) {
      this.timer = setInterval(() => void this.ask(), this.options.everyMs ?? DEFAULT_EVERY_MS);
      this.timer.unref();
    }
    await this.ask();
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  private async ask(): Promise<void> {
    try {
      const api = createApiClient({ baseUrl: this.options.apiUrl });
      const { REVISION } = await api.request('GET /catalog/revision/', {}, { signal: AbortSignal.timeout(ASK_TIMEOUT_MS) });
      const moved = this.seen !== '' && REVISION !== this.seen;
      this.seen = REVISION;
      if (moved) this.listeners.forEach((listener) => listener());
    } catch (error) {
      this.options.logger.debug({ err: error }, 'номер правки каталога не получен, оставлен прежний');
    }
  }
}
