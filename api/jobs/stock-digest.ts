/**
 * The stock watch's morning letter (issue 24): at STOCK_DIGEST_HOUR Moscow time, the offers out of
 * stock or at most their threshold go to the owner and the managers in one letter each, through the
 * shop's e-mail provider (SMTP, or .eml files under data/mail/); nothing is sent when nothing is low.
 * Its Message-ID names the Moscow day, so a second run that day rewrites the same letter.
 */
import type { Logger } from 'pino';
import { staffToNotify } from '../admin/service';
import { lowStock } from '../catalog/service';
import type { ApiConfig } from '../config';
import type { Db } from '../db/database';
import type { EmailProvider } from '../providers/email/types';
import type { ScheduledJob } from './scheduled';
import { stockDigestLetter } from './stock-digest-letter';

export const STOCK_DIGEST_QUEUE = 'stock.morning-digest';

export function stockDigestJob(config: ApiConfig, db: Db, logger: Logger, provider: EmailProvider): ScheduledJob {
  return {
    queue: STOCK_DIGEST_QUEUE,
    cron: `0 ${config.STOCK_DIGEST_HOUR} * * *`,
    tz: 'Europe/Moscow',
    expireInSeconds: 10 * 60,
    async run(now: Date = new Date()) {
      const items = await lowStock(db);
      if (items.length === 0) return { low: 0, sent: 0 };
      const recipients = await staffToNotify(db);
      const letter = stockDigestLetter(items, now, config.PUBLIC_URL);
      const from = config.MAIL_FROM || `noreply@${new URL(config.PUBLIC_URL).hostname}`;
      const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';
      for (const { id, email } of recipients) {
        await provider.send({ from, to: email, ...letter, messageId: `<stock-digest.${letter.day}.${id}@${domain}>` });
      }
      logger.info({ low: items.length, sent: recipients.length }, 'письмо об остатках отправлено');
      return { low: items.length, sent: recipients.length };
    },
  };
}
