/**
 * The outbox's e-mail (order notices, api/notices/) goes through the e-mail provider: SMTP, or
 * .eml files when none is configured. Payload: { notice: 'order', event, audience, orderId }; the
 * letter is written now, from the order as stored (read once for all the letters of its event). Its Message-ID is drawn from the order, the
 * event and the outbox row, so a retry after a lost answer is recognisably the same letter.
 */
import type { ApiConfig } from '../config';
import type { Executor } from '../db/database';
import { orderLetterPayload, writeOrderLetter } from '../notices/service';
import { findOrderById } from '../order/service';
import { PermanentDeliveryError } from '../outbox/service';
import type { EmailProvider } from '../providers/email/types';
import type { OutboxDelivery } from './outbox';

/** The sender: MAIL_FROM as given when it names itself, else the address under the shop's name. */
function sender(config: ApiConfig, brandName: string): string {
  const from = config.MAIL_FROM || `noreply@${new URL(config.PUBLIC_URL).hostname}`;
  if (from.includes('<')) return from;
  return `"${brandName.replace(/["\\]/g, '')}" <${from}>`;
}

const domainOf = (from: string) => /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';

export function emailDelivery(provider: EmailProvider, db: Executor, config: ApiConfig): OutboxDelivery {
  const settings = { publicUrl: config.PUBLIC_URL, shopEmail: config.SHOP_NOTIFY_EMAIL, readOrder: findOrderById };
  return {
    kind: 'email',
    timeoutSeconds: config.SMTP_TIMEOUT_SECONDS,
    async send(payload, reference, shared) {
      const parsed = orderLetterPayload.safeParse(payload);
      if (!parsed.success) throw new PermanentDeliveryError('письмо в очереди непонятного вида');
      const letter = await writeOrderLetter(db, parsed.data, settings, shared);
      if ('refused' in letter) throw new PermanentDeliveryError(`письмо не отправить: ${letter.refused}`);
      const from = sender(config, letter.brandName);
      const outboxId = reference.replace(/^outbox:/, '');
      return provider.send({
        from,
        to: letter.to,
        subject: letter.subject,
        text: letter.text,
        html: letter.html,
        messageId: `<${letter.idPart}.${outboxId}@${domainOf(from)}>`,
      });
    },
  };
}
