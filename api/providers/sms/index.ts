import type { Logger } from 'pino';
import type { ApiConfig } from '../../config';
import { sandboxSmsProvider } from './sandbox';
import { smsRuProvider } from './smsru';
import type { SmsProvider } from './types';

/** The provider SMS_PROVIDER names; parseApiConfig refuses smsru without SMSRU_API_ID. */
export function createSmsProvider(config: ApiConfig, logger: Logger): SmsProvider {
  if (config.SMS_PROVIDER === 'smsru') {
    return smsRuProvider({
      apiUrl: config.SMSRU_API_URL,
      apiId: config.SMSRU_API_ID!,
      from: config.SMSRU_FROM || undefined,
      timeoutMs: config.SMSRU_TIMEOUT_SECONDS * 1000,
    });
  }
  return sandboxSmsProvider(logger);
}
