import { pino, type DestinationStream, type Logger, type LoggerOptions } from 'pino';
import pretty from 'pino-pretty';
import { CENSOR, scrubText, scrubValues } from './log-scrub';

export type LogFormat = 'pretty' | 'json';

/**
 * Credentials by where they travel: the session cookie and bearer tokens in headers (logged only at
 * debug, shared/node/request-log.ts), `sid`, tokens and passwords wherever a handler puts them.
 */
export const REDACTED_PATHS = [
  'headers.cookie',
  'headers.authorization',
  'headers["proxy-authorization"]',
  'resHeaders["set-cookie"]',
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  'sid',
  '*.sid',
  'token',
  '*.token',
  'password',
  '*.password',
];

/** Pino options both services share: the level, the name, and what never reaches a line. */
function logOptions(name: string | undefined, level: string): LoggerOptions {
  return {
    name,
    level,
    redact: { paths: REDACTED_PATHS, censor: CENSOR },
    // Phones and e-mails by shape, in whatever a handler logs (shared/node/log-scrub.ts).
    formatters: { log: (object) => scrubValues(object) as Record<string, unknown> },
    // And in the message, where a template may have put one.
    hooks: {
      logMethod(args, method) {
        method.apply(this, args.map((arg) => (typeof arg === 'string' ? scrubText(arg) : arg)) as Parameters<typeof method>);
      },
    },
  };
}

// The request line's fields (shared/node/request-log.ts), which the pretty message already says.
const REQUEST_FIELDS = ['method', 'path', 'status', 'ms', 'upstream', 'upstreamMs', 'clientIp'];

/**
 * One line a person reads: `GET /shop/ 200 14 мс (api 9 мс) 127.0.0.1 [id]` for a request, the
 * message and its request id otherwise; the remaining fields follow as pino-pretty prints them.
 */
function prettyMessage(log: Record<string, unknown>, messageKey: string): string {
  const id = log.reqId === undefined ? '' : ` [${String(log.reqId)}]`;
  if (log.method === undefined || log.status === undefined) return `${String(log[messageKey] ?? '')}${id}`;
  const upstream = log.upstream === undefined ? '' : ` (${String(log.upstream)} ${String(log.upstreamMs ?? '?')} мс)`;
  const client = log.clientIp === undefined ? '' : ` ${String(log.clientIp)}`;
  return `${String(log.method)} ${String(log.path)} ${String(log.status)} ${String(log.ms)} мс${upstream}${client}${id}`;
}

export interface LoggerSettings {
  name?: string;
  level: string;
  /** LOG_FORMAT; unset: pretty when `out` is a terminal, JSON for anything else (a file, a collector). */
  format?: LogFormat | undefined;
}

/** The process's logger for a role, writing to `out` (stdout). */
export function createLogger(settings: LoggerSettings, out: DestinationStream & { isTTY?: boolean } = process.stdout): Logger {
  const options = logOptions(settings.name, settings.level);
  const format = settings.format ?? (out.isTTY ? 'pretty' : 'json');
  if (format === 'json') return out === process.stdout ? pino(options) : pino(options, out);
  return pino(
    options,
    pretty({
      destination: out === process.stdout ? 1 : out,
      // In this thread and synchronous: the last lines before a crash or exit are not lost.
      sync: true,
      colorize: Boolean(out.isTTY),
      translateTime: 'SYS:HH:MM:ss',
      ignore: ['pid', 'hostname', 'reqId', ...REQUEST_FIELDS].join(','),
      messageFormat: (log, messageKey) => prettyMessage(log, messageKey),
    }),
  );
}
