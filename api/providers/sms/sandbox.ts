/**
 * The offline provider (the default, and what `npm start` uses): it sends nothing and takes every
 * message, so the outbox marks it delivered. The log shows that a message went and to whom (the
 * number masked); its text, which may carry a sign-in code, only at debug.
 */
import type { Logger } from 'pino';
import { maskPhone } from './phone';
import type { SmsProvider } from './types';

export function sandboxSmsProvider(logger: Logger): SmsProvider {
  return {
    name: 'sandbox',
    async send({ phone, text, reference }) {
      logger.info({ phone: maskPhone(phone), reference }, 'SMS (песочница): сообщение «отправлено»');
      logger.debug({ phone: maskPhone(phone), reference, text }, 'SMS (песочница): текст сообщения');
      return { externalId: `sandbox:${reference}` };
    },
  };
}
