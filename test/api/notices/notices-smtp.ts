/**
 * A real SMTP server on a free local port (smtp-server, the same protocol code nodemailer's
 * author keeps), which records what arrives, parsed as a mail client reads it (mailparser).
 * A test may make it refuse a recipient for good (550) or fail the next letters for now (451).
 */
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string;
  from: string;
  subject: string;
  messageId: string;
  text: string;
  html: string;
  parsed: ParsedMail;
}

export interface FakeSmtp {
  url: string;
  received: ReceivedMail[];
  /** Addresses the server refuses for good: 550 at RCPT TO. */
  refused: Set<string>;
  /** How many of the next letters are answered 451 (try again later) after their data arrived. */
  failNext: number;
  close(): Promise<void>;
}

export async function startFakeSmtp(): Promise<FakeSmtp> {
  const fake: Omit<FakeSmtp, 'url' | 'close'> = { received: [], refused: new Set(), failNext: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (!fake.refused.has(address.address)) return callback();
      const error = Object.assign(new Error('5.1.1 Mailbox unavailable'), { responseCode: 550 });
      callback(error);
    },
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (fake.failNext > 0) {
          fake.failNext -= 1;
          return callback(Object.assign(new Error('4.3.0 Try again later'), { responseCode: 451 }));
        }
        simpleParser(Buffer.concat(chunks)).then((parsed) => {
          const address = (a: ParsedMail['to']) => (Array.isArray(a) ? a[0] : a)?.value[0]?.address ?? '';
          fake.received.push({
            to: address(parsed.to),
            from: parsed.from?.text ?? '',
            subject: parsed.subject ?? '',
            messageId: parsed.messageId ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            parsed,
          });
          callback();
        }, callback);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return Object.assign(fake as FakeSmtp, {
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
