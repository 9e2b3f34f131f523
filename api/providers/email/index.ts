import path from 'node:path';
import type { Logger } from 'pino';
import type { ApiConfig } from '../../config';
import { fileEmailProvider } from './file';
import { smtpEmailProvider } from './smtp';
import type { EmailProvider } from './types';

/** SMTP when SMTP_URL is set; otherwise .eml files under `${DATA_DIR}/mail/`. */
export function createEmailProvider(config: ApiConfig, logger: Logger): EmailProvider {
  if (config.SMTP_URL) return smtpEmailProvider({ url: config.SMTP_URL, timeoutMs: config.SMTP_TIMEOUT_SECONDS * 1000 });
  return fileEmailProvider(path.join(config.DATA_DIR, 'mail'), logger);
}
