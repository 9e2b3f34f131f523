/**
 * SMS.ru's HTTP API: POST {apiUrl}/sms/send with api_id, to, msg, json=1 (and `from`, a sender
 * name approved in the SMS.ru cabinet). https://sms.ru/api/send
 * SMS.ru takes no idempotency reference: a retry after a lost answer (a timeout) may send the
 * text twice, which is why only a timeout or an outage is retried and a refusal never is.
 */
import { z } from 'zod';
import { ProviderError } from '../error';
import type { SmsProvider } from './types';

export interface SmsRuSettings {
  /** e.g. https://sms.ru, no trailing slash (tests point it at a local fake). */
  apiUrl: string;
  apiId: string;
  from?: string;
  /** A hung gateway must not hold a worker: abort after this, ms. */
  timeoutMs: number;
}

/**
 * SMS.ru's codes that refuse this message for good (its number, its text): retrying cannot help.
 * Every other code (220 service unavailable, 500 server error, 201 no money on our account, 200/301
 * a wrong api_id, 204 a sender name not approved yet, 206/231 a limit for now) is about the gateway
 * or our account, which the people who run the shop can fix while the message waits.
 */
const PERMANENT_CODES: ReadonlyMap<number, string> = new Map([
  [202, 'неправильный номер получателя'],
  [203, 'нет текста сообщения'],
  [205, 'сообщение слишком длинное'],
  [207, 'на этот номер нельзя отправлять сообщения'],
  [208, 'неправильное время отправки'],
  [209, 'номер в стоп-листе'],
  [212, 'текст не в UTF-8'],
  [230, 'превышен дневной лимит сообщений на этот номер'],
  [232, 'превышен дневной лимит одинаковых сообщений на этот номер'],
]);

const statusSchema = z.object({
  status: z.string(),
  status_code: z.coerce.number(),
  status_text: z.string().optional(),
});
const answerSchema = statusSchema.extend({
  sms: z.record(z.string(), statusSchema.extend({ sms_id: z.string().optional() })).optional(),
});

function refusal(where: string, { status_code: code, status_text: text }: z.infer<typeof statusSchema>): ProviderError {
  const known = PERMANENT_CODES.get(code);
  const why = text ?? known ?? 'без пояснения';
  return new ProviderError(`SMS.ru отказала (${where}, код ${code}): ${why}`, { provider: 'smsru', permanent: known !== undefined });
}

/** A failure that is SMS.ru's or the network's, not this message's: retried. */
const failedForNow = (message: string, cause?: unknown) => new ProviderError(message, { provider: 'smsru', permanent: false, cause });

export function smsRuProvider(settings: SmsRuSettings): SmsProvider {
  return {
    name: 'smsru',
    async send({ phone, text }) {
      const form = new URLSearchParams({ api_id: settings.apiId, to: phone, msg: text, json: '1' });
      if (settings.from) form.set('from', settings.from);
      let response: Response;
      try {
        response = await fetch(`${settings.apiUrl}/sms/send`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
          body: form,
          signal: AbortSignal.timeout(settings.timeoutMs),
        });
      } catch (error) {
        throw failedForNow('SMS.ru не отвечает', error);
      }
      const body: unknown = await response.json().catch(() => null);
      if (!response.ok) throw failedForNow(`SMS.ru ответила HTTP ${response.status}`);
      const answer = answerSchema.safeParse(body);
      if (!answer.success) throw failedForNow('SMS.ru прислала ответ в непонятном виде');
      if (answer.data.status !== 'OK') throw refusal('запрос', answer.data);

      // Keyed by the number as SMS.ru writes it, which is ours; one number sent, so one entry.
      const entries = Object.values(answer.data.sms ?? {});
      const sms = answer.data.sms?.[phone] ?? (entries.length === 1 ? entries[0] : undefined);
      if (!sms) throw failedForNow('SMS.ru не сказала, что стало с сообщением');
      if (sms.status !== 'OK') throw refusal('номер', sms);
      if (!sms.sms_id) throw failedForNow('SMS.ru не прислала id сообщения');
      return { externalId: sms.sms_id };
    },
  };
}
