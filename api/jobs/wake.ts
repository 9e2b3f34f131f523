/**
 * The wake: a connection of its own LISTENs on the outbox's channel, which a trigger NOTIFYs when a
 * message commits (never before, never for a rolled-back one). A lost connection is opened again
 * after a pause; what was committed meanwhile is found by the sweep, which runs on each reconnect.
 */
import pg from 'pg';
import type { Logger } from 'pino';

export interface Listener {
  /** Settles when the first connection is listening, or has failed (then it retries in the background). */
  ready: Promise<void>;
  close(): Promise<void>;
}

const RECONNECT_MS = 5_000;

/**
 * Calls `onNotify(payload)` for each notification on `channel`, and `onConnect()` each time the
 * listening connection is (re)opened.
 */
export function listen(
  url: string,
  channel: string,
  handlers: { onNotify(payload: string): void; onConnect(): void },
  logger: Logger,
): Listener {
  let client: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const connect = async () => {
    const current = new pg.Client({ connectionString: url });
    client = current;
    let lost = false;
    const onLost = (error?: Error) => {
      if (lost || closed) return;
      lost = true;
      logger.warn({ message: error?.message }, 'очередь: потеряно соединение для пробуждений, переподключаемся');
      current.end().catch(() => undefined);
      retry = setTimeout(() => void connect(), RECONNECT_MS);
    };
    current.on('error', onLost);
    current.on('end', () => onLost());
    current.on('notification', (message) => {
      if (message.channel === channel && message.payload) handlers.onNotify(message.payload);
    });
    try {
      await current.connect();
      await current.query(`LISTEN "${channel}"`);
      if (!closed) handlers.onConnect();
    } catch (error) {
      onLost(error as Error);
    }
  };
  const ready = connect();

  return {
    ready,
    async close() {
      closed = true;
      clearTimeout(retry);
      await client?.end().catch(() => undefined);
    },
  };
}
