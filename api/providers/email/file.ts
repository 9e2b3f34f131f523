/**
 * No SMTP_URL: each letter is written as an .eml file under `${DATA_DIR}/mail/` and its path
 * logged, so whoever runs the shop for the first time opens what a buyer would get in any mail
 * client. The file is named after the letter's Message-ID and written whole (a temporary file,
 * then a rename), so a retry rewrites the same file: one letter, one file.
 */
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';
import { ProviderError } from '../error';
import type { EmailProvider } from './types';

/** 'order-AB12.paid.buyer.42@shop.ru' → 'order-AB12.paid.buyer.42.eml': what a file name may hold. */
function emlName(messageId: string): string {
  const local = messageId.replace(/^<|>$/g, '').split('@')[0] ?? 'letter';
  return `${local.replace(/[^\w.-]+/g, '_')}.eml`;
}

export function fileEmailProvider(directory: string, logger: Logger): EmailProvider {
  const dir = path.resolve(directory);
  // Builds the RFC 5322 message as SMTP would carry it, CRLF line ends as .eml files have.
  const builder = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  // The folder is made when a letter finds it missing (the first, or one after it was removed), not
  // before every letter: a mkdir per letter was 6 % of the delivery's CPU (docs/decisions/024).
  const write = async (file: string, raw: Buffer) => {
    try {
      await writeFile(file, raw);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      await mkdir(dir, { recursive: true });
      await writeFile(file, raw);
    }
  };
  return {
    name: 'file',
    async send(message) {
      const file = path.join(dir, emlName(message.messageId));
      try {
        const { message: raw } = await builder.sendMail({ ...message, disableFileAccess: true, disableUrlAccess: true });
        const temporary = `${file}.${process.pid}.tmp`;
        await write(temporary, raw as Buffer);
        await rename(temporary, file);
      } catch (error) {
        // A full disk or a directory we may not write: fixable, so retried.
        const why = `письмо не записано в ${file}: ${(error as Error).message}`;
        throw new ProviderError(why, { provider: 'file', permanent: false, cause: error });
      }
      logger.info({ file, subject: message.subject }, 'письмо записано в файл (SMTP_URL не задан)');
      return { externalId: `file:${file}` };
    },
  };
}
