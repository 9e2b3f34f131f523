/** Russian mobile numbers as the SMS providers take and log them. */

/** 7XXXXXXXXXX, the one form the outbox's payloads carry (api/profile/ normalizes what a shopper types). */
export const SMS_PHONE = /^7\d{10}$/;

/**
 * The number as a log line may show it: +7 916 ***-**-67. Enough to tell two shoppers' messages
 * apart, not enough to call anyone (a phone is personal data under 152-FZ).
 */
export function maskPhone(phone: string): string {
  if (!SMS_PHONE.test(phone)) return '***';
  return `+7 ${phone.slice(1, 4)} ***-**-${phone.slice(9)}`;
}
