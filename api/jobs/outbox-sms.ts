/**
 * The outbox's SMS (sign-in codes, gift certificate codes, later order notifications) go through
 * the SMS provider. Payload: { phone: '7XXXXXXXXXX', text }.
 */
import type { ApiConfig } from '../config';
import { z } from 'zod';
import { PermanentDeliveryError } from '../outbox/service';
import { SMS_PHONE } from '../providers/sms/phone';
import type { SmsProvider } from '../providers/sms/types';
import type { OutboxDelivery } from './outbox';

const smsPayload = z.object({ phone: z.string().regex(SMS_PHONE), text: z.string().trim().min(1).max(2000) });

export function smsDelivery(provider: SmsProvider, config: ApiConfig): OutboxDelivery {
  return {
    kind: 'sms',
    timeoutSeconds: config.SMSRU_TIMEOUT_SECONDS,
    async send(payload, reference) {
      const parsed = smsPayload.safeParse(payload);
      // A row no gateway can send will not become sendable by waiting.
      if (!parsed.success) throw new PermanentDeliveryError('SMS в очереди без номера 7XXXXXXXXXX или без текста');
      return provider.send({ ...parsed.data, reference });
    },
  };
}
